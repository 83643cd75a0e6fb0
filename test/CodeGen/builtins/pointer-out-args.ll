;; Pointer arguments of frexp, modf, fract, sincos, remquo and lgamma_r point
;; to what the mangled name says (int for frexp/remquo/lgamma_r, float for the
;; others): a private byte buffer cast to Generic is bitcast once per pointee
;; type.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#GI:]] = OpTypePointer Generic %[[#I32]]
; CHECK-DAG: %[[#GF:]] = OpTypePointer Generic %[[#F32]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#G:]] = OpPtrCastToGeneric
; CHECK: %[[#PI:]] = OpBitcast %[[#GI]] %[[#G]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] frexp %[[#A]] %[[#PI]]
; CHECK-NEXT: %[[#PF:]] = OpBitcast %[[#GF]] %[[#G]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] modf %[[#A]] %[[#PF]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fract %[[#A]] %[[#PF]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] sincos %[[#A]] %[[#PF]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] remquo %[[#A]] %[[#A]] %[[#PI]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] lgamma_r %[[#A]] %[[#PI]]

define spir_func float @f(float %a) {
  %buf = alloca [8 x i8], align 4
  %g = addrspacecast ptr %buf to ptr addrspace(4)
  %1 = call spir_func float @_Z5frexpfPU3AS4i(float %a, ptr addrspace(4) %g)
  %2 = call spir_func float @_Z4modffPU3AS4f(float %a, ptr addrspace(4) %g)
  %3 = call spir_func float @_Z5fractfPU3AS4f(float %a, ptr addrspace(4) %g)
  %4 = call spir_func float @_Z6sincosfPU3AS4f(float %a, ptr addrspace(4) %g)
  %5 = call spir_func float @_Z6remquoffPU3AS4i(float %a, float %a, ptr addrspace(4) %g)
  %6 = call spir_func float @_Z8lgamma_rfPU3AS4i(float %a, ptr addrspace(4) %g)
  %s1 = fadd float %1, %2
  %s2 = fadd float %s1, %3
  %s3 = fadd float %s2, %4
  %s4 = fadd float %s3, %5
  %s5 = fadd float %s4, %6
  ret float %s5
}

declare spir_func float @_Z5frexpfPU3AS4i(float, ptr addrspace(4))
declare spir_func float @_Z4modffPU3AS4f(float, ptr addrspace(4))
declare spir_func float @_Z5fractfPU3AS4f(float, ptr addrspace(4))
declare spir_func float @_Z6sincosfPU3AS4f(float, ptr addrspace(4))
declare spir_func float @_Z6remquoffPU3AS4i(float, float, ptr addrspace(4))
declare spir_func float @_Z8lgamma_rfPU3AS4i(float, ptr addrspace(4))

;; pow, atan2, fmod, fma and mad map to OpenCL.std with all operands in order.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] pow %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] atan2 %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fmod %[[#A]] %[[#C]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fma %[[#A]] %[[#B]] %[[#C]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] mad %[[#C]] %[[#B]] %[[#A]]

define spir_func float @f(float %a, float %b, float %c) {
  %1 = call spir_func float @_Z3powff(float %a, float %b)
  %2 = call spir_func float @_Z5atan2ff(float %b, float %a)
  %3 = call spir_func float @_Z4fmodff(float %a, float %c)
  %4 = call spir_func float @_Z3fmafff(float %a, float %b, float %c)
  %5 = call spir_func float @_Z3madfff(float %c, float %b, float %a)
  %s1 = fadd float %1, %2
  %s2 = fadd float %s1, %3
  %s3 = fadd float %s2, %4
  %s4 = fadd float %s3, %5
  ret float %s4
}

declare spir_func float @_Z3powff(float, float)
declare spir_func float @_Z5atan2ff(float, float)
declare spir_func float @_Z4fmodff(float, float)
declare spir_func float @_Z3fmafff(float, float, float)
declare spir_func float @_Z3madfff(float, float, float)

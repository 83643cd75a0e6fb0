;; Geometric functions: dot of vectors is the core OpDot, dot of scalars an
;; OpFMul; cross, length, normalize and distance are OpenCL.std.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#F32]] 3
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#V3]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#]] = OpDot %[[#F32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpFMul %[[#F32]] %[[#S]] %[[#S]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V3]] %[[#EXT]] cross %[[#C]] %[[#C]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] length %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V4]] %[[#EXT]] normalize %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] distance %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fast_length %[[#A]]

define spir_func void @f(<4 x float> %a, <4 x float> %b, <3 x float> %c, float %s, ptr addrspace(1) %p) {
  %1 = call spir_func float @_Z3dotDv4_fS_(<4 x float> %a, <4 x float> %b)
  %2 = call spir_func float @_Z3dotff(float %s, float %s)
  %3 = call spir_func <3 x float> @_Z5crossDv3_fS_(<3 x float> %c, <3 x float> %c)
  %4 = call spir_func float @_Z6lengthDv4_f(<4 x float> %a)
  %5 = call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> %b)
  %6 = call spir_func float @_Z8distanceDv4_fS_(<4 x float> %a, <4 x float> %b)
  %7 = call spir_func float @_Z11fast_lengthDv4_f(<4 x float> %a)
  store float %1, ptr addrspace(1) %p
  store float %2, ptr addrspace(1) %p
  store <3 x float> %3, ptr addrspace(1) %p
  store float %4, ptr addrspace(1) %p
  store <4 x float> %5, ptr addrspace(1) %p
  store float %6, ptr addrspace(1) %p
  store float %7, ptr addrspace(1) %p
  ret void
}

declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func float @_Z3dotff(float, float)
declare spir_func <3 x float> @_Z5crossDv3_fS_(<3 x float>, <3 x float>)
declare spir_func float @_Z6lengthDv4_f(<4 x float>)
declare spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float>)
declare spir_func float @_Z8distanceDv4_fS_(<4 x float>, <4 x float>)
declare spir_func float @_Z11fast_lengthDv4_f(<4 x float>)

;; Common functions on floats: clamp is fclamp, max/min are fmax_common /
;; fmin_common, and mix, step, smoothstep, sign, degrees keep their names.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F32]] 2
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fclamp %[[#A]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V2]] %[[#EXT]] fmax_common %[[#V]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fmin_common %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] mix %[[#A]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] step %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] smoothstep %[[#A]] %[[#B]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] sign %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] degrees %[[#B]]

define spir_func void @f(float %a, float %b, <2 x float> %v, ptr addrspace(1) %p) {
  %1 = call spir_func float @_Z5clampfff(float %a, float %b, float %a)
  %2 = call spir_func <2 x float> @_Z3maxDv2_fS_(<2 x float> %v, <2 x float> %v)
  %3 = call spir_func float @_Z3minff(float %a, float %b)
  %4 = call spir_func float @_Z3mixfff(float %a, float %b, float %a)
  %5 = call spir_func float @_Z4stepff(float %a, float %b)
  %6 = call spir_func float @_Z10smoothstepfff(float %a, float %b, float %b)
  %7 = call spir_func float @_Z4signf(float %a)
  %8 = call spir_func float @_Z7degreesf(float %b)
  store float %1, ptr addrspace(1) %p
  store <2 x float> %2, ptr addrspace(1) %p
  store float %3, ptr addrspace(1) %p
  store float %4, ptr addrspace(1) %p
  store float %5, ptr addrspace(1) %p
  store float %6, ptr addrspace(1) %p
  store float %7, ptr addrspace(1) %p
  store float %8, ptr addrspace(1) %p
  ret void
}

declare spir_func float @_Z5clampfff(float, float, float)
declare spir_func <2 x float> @_Z3maxDv2_fS_(<2 x float>, <2 x float>)
declare spir_func float @_Z3minff(float, float)
declare spir_func float @_Z3mixfff(float, float, float)
declare spir_func float @_Z4stepff(float, float)
declare spir_func float @_Z10smoothstepfff(float, float, float)
declare spir_func float @_Z4signf(float)
declare spir_func float @_Z7degreesf(float)

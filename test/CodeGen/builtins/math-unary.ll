;; OpenCL C math functions of one argument (sin(float), exp(float4),
;; sqrt(double), native_cos, half_exp) are OpenCL.std instructions of the same name.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#F64]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] sin %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V4]] %[[#EXT]] exp %[[#V]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F64]] %[[#EXT]] sqrt %[[#D]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] native_cos %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] half_exp %[[#A]]

define spir_func void @f(float %a, <4 x float> %v, double %d, ptr addrspace(1) %p) {
  %1 = call spir_func float @_Z3sinf(float %a)
  %2 = call spir_func <4 x float> @_Z3expDv4_f(<4 x float> %v)
  %3 = call spir_func double @_Z4sqrtd(double %d)
  %4 = call spir_func float @_Z10native_cosf(float %a)
  %5 = call spir_func float @_Z8half_expf(float %a)
  store float %1, ptr addrspace(1) %p
  store <4 x float> %2, ptr addrspace(1) %p
  store double %3, ptr addrspace(1) %p
  store float %4, ptr addrspace(1) %p
  store float %5, ptr addrspace(1) %p
  ret void
}

declare spir_func float @_Z3sinf(float)
declare spir_func <4 x float> @_Z3expDv4_f(<4 x float>)
declare spir_func double @_Z4sqrtd(double)
declare spir_func float @_Z10native_cosf(float)
declare spir_func float @_Z8half_expf(float)

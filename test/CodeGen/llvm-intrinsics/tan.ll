;; llvm.tan is OpenCL.std tan, scalar and vector.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK: OpExtInst %[[#F32]] %[[#SET]] tan
; CHECK: OpExtInst %[[#V4]] %[[#SET]] tan

define spir_func <4 x float> @f(float %x, <4 x float> %v, ptr addrspace(1) %o) {
  %a = call float @llvm.tan.f32(float %x)
  store float %a, ptr addrspace(1) %o
  %b = call <4 x float> @llvm.tan.v4f32(<4 x float> %v)
  ret <4 x float> %b
}

declare float @llvm.tan.f32(float)
declare <4 x float> @llvm.tan.v4f32(<4 x float>)

;; llvm.fma is OpenCL.std fma (always fused), scalar and vector.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK: OpFunction
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fma %[[#A]] %[[#B]] %[[#C]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V4]] %[[#EXT]] fma %[[#V]] %[[#V]] %[[#V]]
; CHECK-NOT: mad

define spir_func float @f(float %a, float %b, float %c, <4 x float> %v, ptr addrspace(1) %p) {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  %rv = call <4 x float> @llvm.fma.v4f32(<4 x float> %v, <4 x float> %v, <4 x float> %v)
  store <4 x float> %rv, ptr addrspace(1) %p
  ret float %r
}

;; llvm.log10 on float, double and <4 x float> lowers to OpenCL.std log10.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK: OpFunction
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#F64]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] log10 %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F64]] %[[#EXT]] log10 %[[#D]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V4]] %[[#EXT]] log10 %[[#V]]

define spir_func float @f(float %a, double %d, <4 x float> %v, ptr addrspace(1) %p) {
  %r = call float @llvm.log10.f32(float %a)
  %rd = call double @llvm.log10.f64(double %d)
  %rv = call <4 x float> @llvm.log10.v4f32(<4 x float> %v)
  store double %rd, ptr addrspace(1) %p
  store <4 x float> %rv, ptr addrspace(1) %p
  ret float %r
}

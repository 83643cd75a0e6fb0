;; llvm.exp on float, double and <4 x float> lowers to OpenCL.std exp.
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
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] exp %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F64]] %[[#EXT]] exp %[[#D]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V4]] %[[#EXT]] exp %[[#V]]

define spir_func float @f(float %a, double %d, <4 x float> %v, ptr addrspace(1) %p) {
  %r = call float @llvm.exp.f32(float %a)
  %rd = call double @llvm.exp.f64(double %d)
  %rv = call <4 x float> @llvm.exp.v4f32(<4 x float> %v)
  store double %rd, ptr addrspace(1) %p
  store <4 x float> %rv, ptr addrspace(1) %p
  ret float %r
}

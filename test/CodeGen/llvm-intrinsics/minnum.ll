;; llvm.minnum on float and <2 x double> lowers to OpenCL.std fmin on both operands.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F64]] 2
; CHECK: OpFunction
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V2]]
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fmin %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V2]] %[[#EXT]] fmin %[[#V]] %[[#W]]

define spir_func float @f(float %a, float %b, <2 x double> %v, <2 x double> %w, ptr addrspace(1) %p) {
  %r = call float @llvm.minnum.f32(float %a, float %b)
  %rv = call <2 x double> @llvm.minnum.v2f64(<2 x double> %v, <2 x double> %w)
  store <2 x double> %rv, ptr addrspace(1) %p
  ret float %r
}

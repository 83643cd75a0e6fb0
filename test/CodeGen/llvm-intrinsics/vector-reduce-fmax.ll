;; llvm.vector.reduce.fmax on <3 x float>: OpenCL.std fmax over the lanes.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#F32]] 3
; CHECK: %[[#S:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V3]]
; CHECK: %[[#E0:]] = OpCompositeExtract %[[#F32]] %[[#V]] 0
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#F32]] %[[#V]] 1
; CHECK-NEXT: %[[#R1:]] = OpExtInst %[[#F32]] %[[#EXT]] fmax %[[#E0]] %[[#E1]]
; CHECK-NEXT: %[[#E2:]] = OpCompositeExtract %[[#F32]] %[[#V]] 2
; CHECK-NEXT: %[[#R2:]] = OpExtInst %[[#F32]] %[[#EXT]] fmax %[[#R1]] %[[#E2]]
; CHECK-NEXT: OpReturnValue %[[#R2]]

define spir_func float @f(float %s, <3 x float> %v) {
  %r = call float @llvm.vector.reduce.fmax.v3f32(<3 x float> %v)
  ret float %r
}

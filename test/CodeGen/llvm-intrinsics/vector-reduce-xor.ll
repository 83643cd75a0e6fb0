;; llvm.vector.reduce.xor on <4 x i32>: lanes extracted and folded in order
;; with OpBitwiseXor.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK: %[[#E0:]] = OpCompositeExtract %[[#I32]] %[[#V]] 0
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#I32]] %[[#V]] 1
; CHECK-NEXT: %[[#R1:]] = OpBitwiseXor %[[#I32]] %[[#E0]] %[[#E1]]
; CHECK-NEXT: %[[#E2:]] = OpCompositeExtract %[[#I32]] %[[#V]] 2
; CHECK-NEXT: %[[#R2:]] = OpBitwiseXor %[[#I32]] %[[#R1]] %[[#E2]]
; CHECK-NEXT: %[[#E3:]] = OpCompositeExtract %[[#I32]] %[[#V]] 3
; CHECK-NEXT: %[[#R3:]] = OpBitwiseXor %[[#I32]] %[[#R2]] %[[#E3]]
; CHECK-NEXT: OpReturnValue %[[#R3]]

define spir_func i32 @f(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v)
  ret i32 %r
}

;; shufflevector with one-element operands (scalars in SPIR-V) or a one-lane
;; result is built with OpCompositeInsert/OpCompositeExtract.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#U:]] = OpUndef %[[#V2]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#R0:]] = OpCompositeInsert %[[#V2]] %[[#B]] %[[#U]] 0
; CHECK-NEXT: %[[#R:]] = OpCompositeInsert %[[#V2]] %[[#A]] %[[#R0]] 1
; CHECK-NEXT: OpReturnValue %[[#R]]
; CHECK: %[[#V:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#E:]] = OpCompositeExtract %[[#F]] %[[#V]] 1
; CHECK-NEXT: OpReturnValue %[[#E]]

define <2 x float> @join(<1 x float> %a, <1 x float> %b) {
  %r = shufflevector <1 x float> %a, <1 x float> %b, <2 x i32> <i32 1, i32 0>
  ret <2 x float> %r
}
define <1 x float> @pick(<2 x float> %v) {
  %r = shufflevector <2 x float> %v, <2 x float> poison, <1 x i32> <i32 1>
  ret <1 x float> %r
}

;; bitcast between same-sized vectors and scalars is OpBitcast; a bitcast to
;; the same SPIR-V type is no instruction at all.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F]] 2
; CHECK: %[[#V:]] = OpFunctionParameter %[[#V2I]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#L:]] = OpBitcast %[[#I64]] %[[#V]]
; CHECK-NEXT: %[[#W:]] = OpBitcast %[[#V2F]] %[[#L]]
; CHECK-NEXT: %[[#I:]] = OpBitcast %[[#I32]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#V2F]] %[[#X]] %[[#W]] 0

define <2 x float> @f(<2 x i32> %v, float %x) {
  %l = bitcast <2 x i32> %v to i64
  %w = bitcast i64 %l to <2 x float>
  %i = bitcast float %x to i32
  %same = bitcast float %x to float
  %r = insertelement <2 x float> %w, float %same, i32 0
  %j = bitcast i32 %i to i32
  ret <2 x float> %r
}

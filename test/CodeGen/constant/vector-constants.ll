;; Vector constants are OpConstantComposite; a splat reuses one scalar constant;
;; a vector with an undef lane keeps OpUndef for that lane.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#K7:]] = OpConstant %[[#I32]] 7
; CHECK-DAG: %[[#K1:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#U:]] = OpUndef %[[#I32]]
; CHECK-DAG: %[[#SPLAT:]] = OpConstantComposite %[[#V]] %[[#K7]] %[[#K7]] %[[#K7]] %[[#K7]]
; CHECK-DAG: %[[#MIX:]] = OpConstantComposite %[[#V]] %[[#K1]] %[[#U]] %[[#K7]] %[[#K1]]
; CHECK: OpIAdd %[[#V]] %[[#]] %[[#SPLAT]]
; CHECK-NEXT: OpIMul %[[#V]] %[[#]] %[[#MIX]]

define <4 x i32> @f(<4 x i32> %a) {
  %x = add <4 x i32> %a, <i32 7, i32 7, i32 7, i32 7>
  %y = mul <4 x i32> %x, <i32 1, i32 undef, i32 7, i32 1>
  ret <4 x i32> %y
}

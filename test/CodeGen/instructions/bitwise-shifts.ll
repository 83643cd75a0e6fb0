;; and/or/xor and shl/lshr/ashr on vectors of i16.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#I16]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V]]
; CHECK: %[[#R1:]] = OpBitwiseAnd %[[#V]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R2:]] = OpBitwiseOr %[[#V]] %[[#R1]] %[[#B]]
; CHECK-NEXT: %[[#R3:]] = OpBitwiseXor %[[#V]] %[[#R2]] %[[#A]]
; CHECK-NEXT: %[[#R4:]] = OpShiftLeftLogical %[[#V]] %[[#R3]] %[[#B]]
; CHECK-NEXT: %[[#R5:]] = OpShiftRightLogical %[[#V]] %[[#R4]] %[[#B]]
; CHECK-NEXT: %[[#R6:]] = OpShiftRightArithmetic %[[#V]] %[[#R5]] %[[#B]]
; CHECK-NEXT: OpReturnValue %[[#R6]]

define <4 x i16> @f(<4 x i16> %a, <4 x i16> %b) {
  %r1 = and <4 x i16> %a, %b
  %r2 = or <4 x i16> %r1, %b
  %r3 = xor <4 x i16> %r2, %a
  %r4 = shl <4 x i16> %r3, %b
  %r5 = lshr <4 x i16> %r4, %b
  %r6 = ashr <4 x i16> %r5, %b
  ret <4 x i16> %r6
}

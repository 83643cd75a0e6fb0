;; i33 is widened to i64: ashr sign-extends its first operand (shifts by 31)
;; and masks the result with 2^33-1; lshr needs neither.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#K31:]] = OpConstant %[[#I64]] 31
; CHECK-DAG: %[[#M:]] = OpConstant %[[#I64]] 8589934591
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#L:]] = OpShiftRightLogical %[[#I64]] %[[#X]] %[[#N]]
; CHECK-NEXT: %[[#S1:]] = OpShiftLeftLogical %[[#I64]] %[[#X]] %[[#K31]]
; CHECK-NEXT: %[[#S2:]] = OpShiftRightArithmetic %[[#I64]] %[[#S1]] %[[#K31]]
; CHECK-NEXT: %[[#A:]] = OpShiftRightArithmetic %[[#I64]] %[[#S2]] %[[#N]]
; CHECK-NEXT: %[[#]] = OpBitwiseAnd %[[#I64]] %[[#A]] %[[#M]]

define i33 @f(i33 %x, i33 %n) {
  %l = lshr i33 %x, %n
  %a = ashr i33 %x, %n
  %r = xor i33 %l, %a
  ret i33 %r
}

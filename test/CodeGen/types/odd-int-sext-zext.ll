;; sext of a widened i3 (held in an i8) sign-extends in register (shifts by 5)
;; before OpSConvert; zext needs only OpUConvert since the value is zero-extended;
;; trunc to i3 masks with 7.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#FIVE:]] = OpConstant %[[#I8]] 5
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#I8]] 7
; CHECK: OpFunction %[[#I64]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK: %[[#S1:]] = OpShiftLeftLogical %[[#I8]] %[[#X]] %[[#FIVE]]
; CHECK-NEXT: %[[#S2:]] = OpShiftRightArithmetic %[[#I8]] %[[#S1]] %[[#FIVE]]
; CHECK-NEXT: %[[#]] = OpSConvert %[[#I64]] %[[#S2]]
; CHECK: OpFunction %[[#I64]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I8]]
; CHECK: %[[#]] = OpUConvert %[[#I64]] %[[#Y]]
; CHECK-NEXT: OpReturnValue
; CHECK: OpFunction %[[#I8]]
; CHECK-NEXT: %[[#Z:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#T:]] = OpUConvert %[[#I8]] %[[#Z]]
; CHECK-NEXT: %[[#]] = OpBitwiseAnd %[[#I8]] %[[#T]] %[[#SEVEN]]

define i64 @s(i3 %x) {
  %e = sext i3 %x to i64
  ret i64 %e
}
define i64 @z(i3 %x) {
  %e = zext i3 %x to i64
  ret i64 %e
}
define i3 @t(i64 %x) {
  %e = trunc i64 %x to i3
  ret i3 %e
}

;; Signed operations on a widened i24 sign-extend their operands in register
;; (shift left then arithmetic right by 8) before the 32-bit op; sdiv's result
;; is masked, the comparison is not.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#EIGHT:]] = OpConstant %[[#I32]] 8
; CHECK-DAG: %[[#M:]] = OpConstant %[[#I32]] 16777215
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#X1:]] = OpShiftLeftLogical %[[#I32]] %[[#A]] %[[#EIGHT]]
; CHECK-NEXT: %[[#X2:]] = OpShiftRightArithmetic %[[#I32]] %[[#X1]] %[[#EIGHT]]
; CHECK-NEXT: %[[#Y1:]] = OpShiftLeftLogical %[[#I32]] %[[#B]] %[[#EIGHT]]
; CHECK-NEXT: %[[#Y2:]] = OpShiftRightArithmetic %[[#I32]] %[[#Y1]] %[[#EIGHT]]
; CHECK-NEXT: %[[#D:]] = OpSDiv %[[#I32]] %[[#X2]] %[[#Y2]]
; CHECK-NEXT: %[[#]] = OpBitwiseAnd %[[#I32]] %[[#D]] %[[#M]]
; CHECK: OpSLessThan %[[#]]

define i1 @f(i24 %a, i24 %b) {
  %d = sdiv i24 %a, %b
  %c = icmp slt i24 %d, %a
  ret i1 %c
}

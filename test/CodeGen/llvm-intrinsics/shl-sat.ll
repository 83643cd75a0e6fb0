;; llvm.sshl.sat/ushl.sat: the shift, unless shifting back differs from the
;; operand, then the limit in the operand's direction (signed) or all ones
;; (unsigned). A widened width (i7 in an 8-bit register) sign-extends a signed
;; operand within the register first and masks the result.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#MIN:]] = OpConstant %[[#I]] 2147483648
; CHECK-DAG: %[[#MAX:]] = OpConstant %[[#I]] 2147483647
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I]] 0
; CHECK-DAG: %[[#ONES:]] = OpConstant %[[#C]] 255
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#C]] 1
; CHECK-DAG: %[[#M7:]] = OpConstant %[[#C]] 127
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#U:]] = OpFunctionParameter %[[#C]]
; CHECK-NEXT: %[[#S7:]] = OpFunctionParameter %[[#C]]
; CHECK: %[[#R:]] = OpShiftLeftLogical %[[#I]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#BK:]] = OpShiftRightArithmetic %[[#I]] %[[#R]] %[[#Y]]
; CHECK-NEXT: %[[#O:]] = OpINotEqual %[[#B]] %[[#BK]] %[[#X]]
; CHECK-NEXT: %[[#N:]] = OpSLessThan %[[#B]] %[[#X]] %[[#ZERO]]
; CHECK-NEXT: %[[#SAT:]] = OpSelect %[[#I]] %[[#N]] %[[#MIN]] %[[#MAX]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I]] %[[#O]] %[[#SAT]] %[[#R]]
; CHECK: %[[#UR:]] = OpShiftLeftLogical %[[#C]] %[[#U]] %[[#ONE]]
; CHECK-NEXT: %[[#UB:]] = OpShiftRightLogical %[[#C]] %[[#UR]] %[[#ONE]]
; CHECK-NEXT: %[[#UO:]] = OpINotEqual %[[#B]] %[[#UB]] %[[#U]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#C]] %[[#UO]] %[[#ONES]] %[[#UR]]
;; i7: sign-extend within the byte (shift left and back by 1), mask with 127
; CHECK: %[[#E1:]] = OpShiftLeftLogical %[[#C]] %[[#S7]] %[[#ONE]]
; CHECK-NEXT: %[[#E:]] = OpShiftRightArithmetic %[[#C]] %[[#E1]] %[[#ONE]]
; CHECK: %[[#]] = OpBitwiseAnd %[[#C]] %[[#]] %[[#M7]]

define spir_func void @f(i32 %x, i32 %y, i8 %u, i7 %s7, <2 x i16> %v, ptr addrspace(1) %p) {
  %a = call i32 @llvm.sshl.sat.i32(i32 %x, i32 %y)
  %b = call i8 @llvm.ushl.sat.i8(i8 %u, i8 1)
  %c = call i7 @llvm.sshl.sat.i7(i7 %s7, i7 2)
  %d = call <2 x i16> @llvm.ushl.sat.v2i16(<2 x i16> %v, <2 x i16> <i16 3, i16 4>)
  %cz = zext i7 %c to i32
  %bz = zext i8 %b to i32
  %s = add i32 %a, %bz
  %t = add i32 %s, %cz
  store i32 %t, ptr addrspace(1) %p
  store <2 x i16> %d, ptr addrspace(1) %p
  ret void
}

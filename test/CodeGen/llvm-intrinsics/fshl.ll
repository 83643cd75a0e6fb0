;; llvm.fshl.i32(a, b, s): (a << (s & 31)) | ((b >> 1) >> (31 - (s & 31))),
;; which never shifts by the full width.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C31:]] = OpConstant %[[#I32]] 31{{$}}
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#M:]] = OpBitwiseAnd %[[#I32]] %[[#S]] %[[#C31]]
; CHECK-NEXT: %[[#INV:]] = OpISub %[[#I32]] %[[#C31]] %[[#M]]
; CHECK-NEXT: %[[#HI:]] = OpShiftLeftLogical %[[#I32]] %[[#A]] %[[#M]]
; CHECK-NEXT: %[[#B1:]] = OpShiftRightLogical %[[#I32]] %[[#B]] %[[#C1]]
; CHECK-NEXT: %[[#LO:]] = OpShiftRightLogical %[[#I32]] %[[#B1]] %[[#INV]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#I32]] %[[#HI]] %[[#LO]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define spir_func i32 @f(i32 %a, i32 %b, i32 %s) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %s)
  ret i32 %r
}

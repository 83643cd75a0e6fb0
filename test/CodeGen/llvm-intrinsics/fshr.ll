;; llvm.fshr.i64(a, b, s): (b >> (s & 63)) | ((a << 1) << (63 - (s & 63))).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#C63:]] = OpConstant %[[#I64]] 63{{$}}
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I64]] 1{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#M:]] = OpBitwiseAnd %[[#I64]] %[[#S]] %[[#C63]]
; CHECK-NEXT: %[[#INV:]] = OpISub %[[#I64]] %[[#C63]] %[[#M]]
; CHECK-NEXT: %[[#LO:]] = OpShiftRightLogical %[[#I64]] %[[#B]] %[[#M]]
; CHECK-NEXT: %[[#A1:]] = OpShiftLeftLogical %[[#I64]] %[[#A]] %[[#C1]]
; CHECK-NEXT: %[[#HI:]] = OpShiftLeftLogical %[[#I64]] %[[#A1]] %[[#INV]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#I64]] %[[#HI]] %[[#LO]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define spir_func i64 @f(i64 %a, i64 %b, i64 %s) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 %s)
  ret i64 %r
}

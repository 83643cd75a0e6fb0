;; trunc/zext/sext between legal widths: OpUConvert for trunc and zext,
;; OpSConvert for sext.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#T:]] = OpUConvert %[[#I8]] %[[#A]]
; CHECK-NEXT: %[[#Z:]] = OpUConvert %[[#I64]] %[[#T]]
; CHECK-NEXT: %[[#S:]] = OpSConvert %[[#I16]] %[[#T]]
; CHECK-NEXT: %[[#S2:]] = OpSConvert %[[#I64]] %[[#S]]

define i64 @f(i32 %a) {
  %t = trunc i32 %a to i8
  %z = zext i8 %t to i64
  %s = sext i8 %t to i16
  %s2 = sext i16 %s to i64
  %r = add i64 %z, %s2
  ret i64 %r
}

;; i8, i16, i32 and i64 are OpTypeInt N 0 (signless); i8 needs Int8, i16 Int16,
;; i64 Int64, and i32 none.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int16
; CHECK-DAG: OpCapability Int64
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#]] = OpTypeFunction %[[#I64]] %[[#I8]] %[[#I16]] %[[#I32]]
; CHECK-NOT: OpTypeInt {{[0-9]+}} 1

define i64 @f(i8 %a, i16 %b, i32 %c) {
  %x = zext i8 %a to i64
  %y = zext i16 %b to i64
  %z = zext i32 %c to i64
  %s = add i64 %x, %y
  %t = add i64 %s, %z
  ret i64 %t
}

;; icmp on i1: eq/ne are OpLogicalEqual/OpLogicalNotEqual; ordered predicates
;; compare the values widened to i8 (true is 1 unsigned, -1 signed).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I8]] 1
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I8]] 255
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I8]] 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#BOOL]]
; CHECK: OpLogicalEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpLogicalNotEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#UA:]] = OpSelect %[[#I8]] %[[#A]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#UB:]] = OpSelect %[[#I8]] %[[#B]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: OpULessThan %[[#BOOL]] %[[#UA]] %[[#UB]]
; CHECK-NEXT: %[[#SA:]] = OpSelect %[[#I8]] %[[#A]] %[[#M1]] %[[#ZERO]]
; CHECK-NEXT: %[[#SB:]] = OpSelect %[[#I8]] %[[#B]] %[[#M1]] %[[#ZERO]]
; CHECK-NEXT: OpSLessThan %[[#BOOL]] %[[#SA]] %[[#SB]]

define i1 @f(i1 %a, i1 %b) {
  %c0 = icmp eq i1 %a, %b
  %c1 = icmp ne i1 %a, %b
  %c2 = icmp ult i1 %a, %b
  %c3 = icmp slt i1 %a, %b
  %x0 = xor i1 %c0, %c1
  %x1 = xor i1 %x0, %c2
  %x2 = xor i1 %x1, %c3
  ret i1 %x2
}

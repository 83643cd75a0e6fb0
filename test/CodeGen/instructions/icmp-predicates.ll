;; Every icmp predicate and its SPIR-V opcode.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK: OpIEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpINotEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpUGreaterThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpUGreaterThanEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpULessThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpULessThanEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpSGreaterThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpSGreaterThanEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpSLessThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpSLessThanEqual %[[#BOOL]] %[[#A]] %[[#B]]

define void @f(i64 %a, i64 %b, ptr addrspace(1) %o) {
  %c0 = icmp eq i64 %a, %b
  %c1 = icmp ne i64 %a, %b
  %c2 = icmp ugt i64 %a, %b
  %c3 = icmp uge i64 %a, %b
  %c4 = icmp ult i64 %a, %b
  %c5 = icmp ule i64 %a, %b
  %c6 = icmp sgt i64 %a, %b
  %c7 = icmp sge i64 %a, %b
  %c8 = icmp slt i64 %a, %b
  %c9 = icmp sle i64 %a, %b
  %x0 = xor i1 %c0, %c1
  %x1 = xor i1 %x0, %c2
  %x2 = xor i1 %x1, %c3
  %x3 = xor i1 %x2, %c4
  %x4 = xor i1 %x3, %c5
  %x5 = xor i1 %x4, %c6
  %x6 = xor i1 %x5, %c7
  %x7 = xor i1 %x6, %c8
  %x8 = xor i1 %x7, %c9
  %z = zext i1 %x8 to i8
  store i8 %z, ptr addrspace(1) %o, align 1
  ret void
}

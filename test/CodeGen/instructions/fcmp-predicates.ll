;; Every fcmp predicate: ordered ones to OpFOrd*, unordered to OpFUnord*, ord/uno
;; to OpOrdered/OpUnordered, false/true fold to constants.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#T:]] = OpConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#F:]] = OpConstantFalse %[[#BOOL]]
; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK: OpFOrdEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFOrdGreaterThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFOrdGreaterThanEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFOrdLessThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFOrdLessThanEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFOrdNotEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpOrdered %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpUnordered %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFUnordEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFUnordGreaterThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFUnordGreaterThanEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFUnordLessThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFUnordLessThanEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFUnordNotEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpLogicalNotEqual %[[#BOOL]] %[[#F]] %[[#]]
; CHECK: OpLogicalNotEqual %[[#BOOL]] %[[#]] %[[#T]]

define i1 @f(float %a, float %b) {
  %c0 = fcmp oeq float %a, %b
  %c1 = fcmp ogt float %a, %b
  %c2 = fcmp oge float %a, %b
  %c3 = fcmp olt float %a, %b
  %c4 = fcmp ole float %a, %b
  %c5 = fcmp one float %a, %b
  %c6 = fcmp ord float %a, %b
  %c7 = fcmp uno float %a, %b
  %c8 = fcmp ueq float %a, %b
  %c9 = fcmp ugt float %a, %b
  %c10 = fcmp uge float %a, %b
  %c11 = fcmp ult float %a, %b
  %c12 = fcmp ule float %a, %b
  %c13 = fcmp une float %a, %b
  %cf = fcmp false float %a, %b
  %ct = fcmp true float %a, %b
  %x0 = xor i1 %cf, %c0
  %x1 = xor i1 %x0, %c1
  %x2 = xor i1 %x1, %c2
  %x3 = xor i1 %x2, %c3
  %x4 = xor i1 %x3, %c4
  %x5 = xor i1 %x4, %c5
  %x6 = xor i1 %x5, %c6
  %x7 = xor i1 %x6, %c7
  %x8 = xor i1 %x7, %c8
  %x9 = xor i1 %x8, %c9
  %x10 = xor i1 %x9, %c10
  %x11 = xor i1 %x10, %c11
  %x12 = xor i1 %x11, %c12
  %x13 = xor i1 %x12, %c13
  %x14 = xor i1 %x13, %ct
  ret i1 %x14
}

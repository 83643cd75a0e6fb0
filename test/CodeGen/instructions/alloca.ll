;; allocas become OpVariable Function at the start of the entry block, even when
;; the alloca is in a later block; the alignment becomes an Alignment decoration
;; and an array count becomes an array type.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#V1:]] Alignment 4
; CHECK-DAG: OpDecorate %[[#V2:]] Alignment 16
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#N8:]] = OpConstant %[[#I32]] 8
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#F]] %[[#N8]]
; CHECK-DAG: %[[#PI:]] = OpTypePointer Function %[[#I32]]
; CHECK-DAG: %[[#PA:]] = OpTypePointer Function %[[#ARR]]
; CHECK: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#V1]] = OpVariable %[[#PI]] Function
; CHECK-NEXT: %[[#V2]] = OpVariable %[[#PA]] Function
; CHECK-NOT: OpVariable
; CHECK: OpReturn

define i32 @f(i32 %x) {
entry:
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  br label %next
next:
  %arr = alloca float, i32 8, align 16
  store float 1.0, ptr %arr, align 16
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

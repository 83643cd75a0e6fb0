;; An alloca that holds a pointer is a Function variable of a uchar pointer in the
;; stored pointer's storage class.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#PB:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#V:]] = OpTypePointer Function %[[#PB]]
; CHECK: %[[#A:]] = OpVariable %[[#V]] Function
; CHECK: OpStore %[[#A]] %[[#]] Aligned 8
; CHECK: %[[#L:]] = OpLoad %[[#PB]] %[[#A]] Aligned 8

define i32 @f(ptr addrspace(1) %p) {
  %a = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %p, ptr %a, align 8
  %q = load ptr addrspace(1), ptr %a, align 8
  %v = load i32, ptr addrspace(1) %q, align 4
  ret i32 %v
}

;; Memory operands: align -> Aligned N, volatile -> Volatile, both combine;
;; an access without alignment has no memory operand.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK: %[[#A:]] = OpLoad %[[#I32]] %[[#P]] Aligned 4
; CHECK-NEXT: %[[#B:]] = OpLoad %[[#I32]] %[[#P]] Volatile|Aligned 8
; CHECK-NEXT: OpStore %[[#P]] %[[#A]] Aligned 16
; CHECK-NEXT: OpStore %[[#P]] %[[#B]] Volatile|Aligned 4
; CHECK-NEXT: OpStore %[[#P]] %[[#A]] Aligned 1

define void @f(ptr addrspace(1) %p) {
  %a = load i32, ptr addrspace(1) %p, align 4
  %b = load volatile i32, ptr addrspace(1) %p, align 8
  store i32 %a, ptr addrspace(1) %p, align 16
  store volatile i32 %b, ptr addrspace(1) %p, align 4
  store i32 %a, ptr addrspace(1) %p, align 1
  ret void
}

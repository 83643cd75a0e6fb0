;; Integer constants of each width, negative values as their unsigned bit
;; pattern; a 64-bit constant uses two words; each constant is declared once.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#A:]] = OpConstant %[[#I8]] 255
; CHECK-DAG: %[[#B:]] = OpConstant %[[#I16]] 32768
; CHECK-DAG: %[[#C:]] = OpConstant %[[#I32]] 4294967295
; CHECK-DAG: %[[#D:]] = OpConstant %[[#I64]] 81985529216486895
; CHECK-NOT: OpConstant %[[#I32]] 4294967295
; CHECK: OpStore %[[#]] %[[#A]]
; CHECK-NEXT: OpStore %[[#]] %[[#B]]
; CHECK-NEXT: OpStore %[[#]] %[[#C]]
; CHECK-NEXT: OpStore %[[#]] %[[#D]]
; CHECK-NEXT: OpStore %[[#]] %[[#C]]

define void @f(ptr addrspace(1) %p) {
  store i8 -1, ptr addrspace(1) %p, align 1
  store i16 -32768, ptr addrspace(1) %p, align 2
  store i32 -1, ptr addrspace(1) %p, align 4
  store i64 81985529216486895, ptr addrspace(1) %p, align 8
  store i32 4294967295, ptr addrspace(1) %p, align 4
  ret void
}

;; A select of pointers: operands and result share one pointer type.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#P:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK: %[[#C:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#P]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#P]]
; CHECK: %[[#S:]] = OpSelect %[[#P]] %[[#C]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpStore %[[#S]]

define void @f(i1 %c, ptr addrspace(3) %a, ptr addrspace(3) %b) {
  %s = select i1 %c, ptr addrspace(3) %a, ptr addrspace(3) %b
  store i32 1, ptr addrspace(3) %s, align 4
  ret void
}

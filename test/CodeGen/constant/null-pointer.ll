;; A null pointer is OpConstantNull of the pointer type the use needs.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#N:]] = OpConstantNull %[[#PF]]
; CHECK: %[[#]] = OpSelect %[[#PF]] %[[#]] %[[#]] %[[#N]]

define float @f(i1 %c, ptr addrspace(1) %p) {
  %s = select i1 %c, ptr addrspace(1) %p, ptr addrspace(1) null
  %v = load float, ptr addrspace(1) %s, align 4
  ret float %v
}

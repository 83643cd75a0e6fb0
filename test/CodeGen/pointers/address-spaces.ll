;; Each OpenCL address space maps to its storage class: 0 Function,
;; 1 CrossWorkgroup, 2 UniformConstant, 3 Workgroup, 4 Generic (which needs
;; GenericPointer).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: OpCapability GenericPointer
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F]]
; CHECK-DAG: %[[#PG:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#PC:]] = OpTypePointer UniformConstant %[[#F]]
; CHECK-DAG: %[[#PL:]] = OpTypePointer Workgroup %[[#F]]
; CHECK-DAG: %[[#PGEN:]] = OpTypePointer Generic %[[#F]]
; CHECK: OpFunctionParameter %[[#PF]]
; CHECK-NEXT: OpFunctionParameter %[[#PG]]
; CHECK-NEXT: OpFunctionParameter %[[#PC]]
; CHECK-NEXT: OpFunctionParameter %[[#PL]]
; CHECK-NEXT: OpFunctionParameter %[[#PGEN]]

define float @sum(ptr %p0, ptr addrspace(1) %p1, ptr addrspace(2) %p2, ptr addrspace(3) %p3, ptr addrspace(4) %p4) {
  %a = load float, ptr %p0, align 4
  %b = load float, ptr addrspace(1) %p1, align 4
  %c = load float, ptr addrspace(2) %p2, align 4
  %d = load float, ptr addrspace(3) %p3, align 4
  %e = load float, ptr addrspace(4) %p4, align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  %s4 = fadd float %s3, %e
  ret float %s4
}

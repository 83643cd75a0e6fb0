;; addrspacecast to generic is OpPtrCastToGeneric, from generic
;; OpGenericCastToPtr, and between two named spaces goes through generic.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PG:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#PL:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#PGEN:]] = OpTypePointer Generic %[[#I32]]
; CHECK: %[[#G:]] = OpFunctionParameter %[[#PG]]
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter %[[#PL]]
; CHECK: %[[#A:]] = OpPtrCastToGeneric %[[#PGEN]] %[[#G]]
; CHECK-NEXT: %[[#B:]] = OpGenericCastToPtr %[[#PG]] %[[#A]]
; CHECK-NEXT: %[[#C:]] = OpPtrCastToGeneric %[[#PGEN]] %[[#L]]
; CHECK-NEXT: %[[#D:]] = OpGenericCastToPtr %[[#PG]] %[[#C]]
; CHECK-NEXT: OpStore %[[#A]]
; CHECK-NEXT: OpStore %[[#B]]
; CHECK-NEXT: OpStore %[[#D]]

define void @f(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %gen = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %back = addrspacecast ptr addrspace(4) %gen to ptr addrspace(1)
  %lg = addrspacecast ptr addrspace(3) %l to ptr addrspace(1)
  store i32 1, ptr addrspace(4) %gen, align 4
  store i32 2, ptr addrspace(1) %back, align 4
  store i32 3, ptr addrspace(1) %lg, align 4
  ret void
}

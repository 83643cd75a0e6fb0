;; getelementptr through a struct and an array: the struct member index is a
;; 32-bit OpConstant even when the array indices are 64-bit; dynamic indices are
;; passed through; non-inbounds GEPs use OpPtrAccessChain.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#Z64:]] = OpConstant %[[#I64]] 0
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#G:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#P]] %[[#I]] %[[#C2]] %[[#Z64]]
; CHECK-NEXT: OpStore %[[#G]]
; CHECK: %[[#H:]] = OpPtrAccessChain %[[#PF]] %[[#P]] %[[#Z64]] %[[#C2]] %[[#I]]
; CHECK-NEXT: OpStore %[[#H]]

%struct.T = type { i32, i64, [4 x float] }

define void @f(ptr addrspace(1) %p, i64 %i) {
  %g = getelementptr inbounds %struct.T, ptr addrspace(1) %p, i64 %i, i32 2, i64 0
  store float 1.0, ptr addrspace(1) %g, align 4
  %h = getelementptr %struct.T, ptr addrspace(1) %p, i64 0, i32 2, i64 %i
  store float 2.0, ptr addrspace(1) %h, align 4
  ret void
}

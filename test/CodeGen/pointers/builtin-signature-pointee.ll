;; A pointer argument passed to a builtin takes its pointee from the builtin's
;; mangled signature (PU3AS1Vl: pointer to long in global memory), so no cast
;; is needed when there is no other evidence.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#PTR:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PTR]]
; CHECK-NOT: OpBitcast
; CHECK: OpAtomicIAdd %[[#I64]] %[[#P]]

define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) %p, i64 1)
  ret void
}

declare spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1), i64)

;; cl_khr_int64 atom_* on long/ulong: 64-bit atomics declare Int64Atomics;
;; atom_min on ulong is OpAtomicUMin, atom_add OpAtomicIAdd.
;; (spirv-val checks that the pointer operand points to the value type.)
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability Int64Atomics
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#P:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK: OpFunctionParameter
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#I64]]
; CHECK: OpAtomicIAdd %[[#I64]] %[[#PTR:]] %[[#]] %[[#]] %[[#V]]
; CHECK-NEXT: OpAtomicUMin %[[#I64]] %[[#PTR]] %[[#]] %[[#]] %[[#V]]
; CHECK-NEXT: OpAtomicSMax %[[#I64]] %[[#PTR]] %[[#]] %[[#]] %[[#V]]

define spir_kernel void @k(ptr addrspace(1) %p, i64 %v) {
  %1 = call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) %p, i64 %v)
  %2 = call spir_func i64 @_Z8atom_minPU3AS1Vmm(ptr addrspace(1) %p, i64 %v)
  %3 = call spir_func i64 @_Z8atom_maxPU3AS1Vll(ptr addrspace(1) %p, i64 %v)
  ret void
}

declare spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1), i64)
declare spir_func i64 @_Z8atom_minPU3AS1Vmm(ptr addrspace(1), i64)
declare spir_func i64 @_Z8atom_maxPU3AS1Vll(ptr addrspace(1), i64)

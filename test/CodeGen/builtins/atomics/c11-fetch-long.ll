; REQUIRES: llvm-spirv
;; atomic_fetch_add and atomic_fetch_max_explicit on atomic_long need Int64Atomics.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_long *a, global long *o) { o[0] = atomic_fetch_add(a, 1); o[1] = atomic_fetch_max_explicit(a, 5, memory_order_relaxed); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability Int64Atomics
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK: %[[#]] = OpAtomicIAdd %[[#I64]] %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpAtomicSMax %[[#I64]] %[[#]] %[[#]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 8 %0, ptr addrspace(1) align 8 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func i64 @_Z16atomic_fetch_addPU3AS4VU7_Atomicll(ptr addrspace(4) %3, i64 1)
  store i64 %4, ptr addrspace(1) %1, align 8
  %5 = tail call spir_func i64 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicll12memory_order(ptr addrspace(4) %3, i64 5, i32 0)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  store i64 %5, ptr addrspace(1) %6, align 8
  ret void
}

declare spir_func i64 @_Z16atomic_fetch_addPU3AS4VU7_Atomicll(ptr addrspace(4), i64)

declare spir_func i64 @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicll12memory_order(ptr addrspace(4), i64, i32)

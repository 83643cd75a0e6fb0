; REQUIRES: llvm-spirv
;; atomic_fetch_min/max on atomic_uint are the unsigned atomics.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_uint *a, global uint *o) { o[0] = atomic_fetch_min(a, 1u); o[1] = atomic_fetch_max(a, 5u); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-NOT: OpAtomicSM
; CHECK: %[[#]] = OpAtomicUMin %[[#]] %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpAtomicUMax %[[#]] %[[#]] %[[#]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func i32 @_Z16atomic_fetch_minPU3AS4VU7_Atomicjj(ptr addrspace(4) %3, i32 1)
  store i32 %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func i32 @_Z16atomic_fetch_maxPU3AS4VU7_Atomicjj(ptr addrspace(4) %3, i32 5)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %5, ptr addrspace(1) %6, align 4
  ret void
}

declare spir_func i32 @_Z16atomic_fetch_minPU3AS4VU7_Atomicjj(ptr addrspace(4), i32)

declare spir_func i32 @_Z16atomic_fetch_maxPU3AS4VU7_Atomicjj(ptr addrspace(4), i32)

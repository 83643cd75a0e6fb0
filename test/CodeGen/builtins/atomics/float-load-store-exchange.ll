; REQUIRES: llvm-spirv
;; atomic_store, atomic_load and atomic_exchange on atomic_float need no extension.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_float *a, global float *o) { atomic_store(a, 1.0f); o[0] = atomic_load(a); o[1] = atomic_exchange(a, 2.0f); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK: OpAtomicStore %[[#P:]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpAtomicLoad %[[#F32]] %[[#P]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpAtomicExchange %[[#F32]] %[[#P]] %[[#]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  tail call spir_func void @_Z12atomic_storePU3AS4VU7_Atomicff(ptr addrspace(4) %3, float 1.000000e+00)
  %4 = tail call spir_func float @_Z11atomic_loadPU3AS4VU7_Atomicf(ptr addrspace(4) %3)
  store float %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func float @_Z15atomic_exchangePU3AS4VU7_Atomicff(ptr addrspace(4) %3, float 2.000000e+00)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store float %5, ptr addrspace(1) %6, align 4
  ret void
}

declare spir_func void @_Z12atomic_storePU3AS4VU7_Atomicff(ptr addrspace(4), float)

declare spir_func float @_Z11atomic_loadPU3AS4VU7_Atomicf(ptr addrspace(4))

declare spir_func float @_Z15atomic_exchangePU3AS4VU7_Atomicff(ptr addrspace(4), float)

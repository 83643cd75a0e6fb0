; REQUIRES: llvm-spirv
;; atomic_exchange (seq_cst, device) and atomic_exchange_explicit with acq_rel (0x8)
;; and memory_scope_all_svm_devices (CrossDevice, 0).
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_uint *a, global uint *o) { o[0] = atomic_exchange(a, 7u); o[1] = atomic_exchange_explicit(a, 8u, memory_order_acq_rel, memory_scope_all_svm_devices); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#I32]] 7
; CHECK-DAG: %[[#CROSS:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#AR:]] = OpConstant %[[#I32]] 520
; CHECK-DAG: %[[#EIGHT:]] = OpConstant %[[#I32]] 8
; CHECK: %[[#]] = OpAtomicExchange %[[#I32]] %[[#P:]] %[[#DEV]] %[[#SC]] %[[#SEVEN]]
; CHECK: %[[#]] = OpAtomicExchange %[[#I32]] %[[#P]] %[[#CROSS]] %[[#AR]] %[[#EIGHT]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func i32 @_Z15atomic_exchangePU3AS4VU7_Atomicjj(ptr addrspace(4) %3, i32 7)
  store i32 %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func i32 @_Z24atomic_exchange_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4) %3, i32 8, i32 4, i32 3)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %5, ptr addrspace(1) %6, align 4
  ret void
}

declare spir_func i32 @_Z15atomic_exchangePU3AS4VU7_Atomicjj(ptr addrspace(4), i32)

declare spir_func i32 @_Z24atomic_exchange_explicitPU3AS4VU7_Atomicjj12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)

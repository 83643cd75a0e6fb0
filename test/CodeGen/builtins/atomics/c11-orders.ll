; REQUIRES: llvm-spirv
;; memory_order -> semantics: relaxed 0, acquire 0x2, release 0x4, acq_rel 0x8,
;; seq_cst 0x10, each ordering with CrossWorkgroupMemory (0x200) for a global object.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_int *a, global int *o) { o[0] = atomic_fetch_add_explicit(a, 1, memory_order_relaxed); o[1] = atomic_fetch_add_explicit(a, 1, memory_order_acquire); o[2] = atomic_fetch_add_explicit(a, 1, memory_order_release); o[3] = atomic_fetch_add_explicit(a, 1, memory_order_acq_rel); o[4] = atomic_fetch_add_explicit(a, 1, memory_order_seq_cst); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#RLX:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#ACQ:]] = OpConstant %[[#I32]] 514
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 516
; CHECK-DAG: %[[#AR:]] = OpConstant %[[#I32]] 520
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#]] %[[#RLX]] %[[#]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#]] %[[#ACQ]] %[[#]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#]] %[[#REL]] %[[#]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#]] %[[#AR]] %[[#]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#]] %[[#SC]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %3, i32 1, i32 0)
  store i32 %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %3, i32 1, i32 2)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %5, ptr addrspace(1) %6, align 4
  %7 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %3, i32 1, i32 3)
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  store i32 %7, ptr addrspace(1) %8, align 4
  %9 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %3, i32 1, i32 4)
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 12
  store i32 %9, ptr addrspace(1) %10, align 4
  %11 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %3, i32 1, i32 5)
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16
  store i32 %11, ptr addrspace(1) %12, align 4
  ret void
}

declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4), i32, i32)

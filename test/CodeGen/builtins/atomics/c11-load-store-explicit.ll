; REQUIRES: llvm-spirv
;; atomic_store_explicit/atomic_load_explicit: release 0x4 and acquire 0x2 with
;; CrossWorkgroupMemory 0x200; relaxed is 0; memory_scope_work_group is Workgroup (2).
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_int *a, global int *o) { atomic_store_explicit(a, 5, memory_order_release, memory_scope_work_group); o[0] = atomic_load_explicit(a, memory_order_acquire, memory_scope_device); o[1] = atomic_load_explicit(a, memory_order_relaxed); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 516
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#ACQ:]] = OpConstant %[[#I32]] 514
; CHECK-DAG: %[[#RLX:]] = OpConstant %[[#I32]] 0
; CHECK: OpAtomicStore %[[#P:]] %[[#WG]] %[[#REL]] %[[#]]
; CHECK: %[[#]] = OpAtomicLoad %[[#I32]] %[[#P]] %[[#DEV]] %[[#ACQ]]
; CHECK: %[[#]] = OpAtomicLoad %[[#I32]] %[[#P]] %[[#DEV]] %[[#RLX]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %3, i32 5, i32 3, i32 1)
  %4 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %3, i32 2, i32 2)
  store i32 %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4) %3, i32 0)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %5, ptr addrspace(1) %6, align 4
  ret void
}

declare spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)

declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32)

declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4), i32)

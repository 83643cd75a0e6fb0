; REQUIRES: llvm-spirv
;; memory_scope -> Scope: work_item Invocation (4), work_group Workgroup (2),
;; device Device (1), all_svm_devices CrossDevice (0), sub_group Subgroup (3).
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global atomic_int *a, global int *o) { o[0] = atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_work_item); o[1] = atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_work_group); o[2] = atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_device); o[3] = atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_all_svm_devices); o[4] = atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_sub_group); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#INV:]] = OpConstant %[[#I32]] 4
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#CROSS:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#INV]] %[[#CROSS]] %[[#DEV]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#WG]] %[[#CROSS]] %[[#DEV]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#DEV]] %[[#CROSS]] %[[#DEV]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#CROSS]] %[[#CROSS]] %[[#DEV]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#SG]] %[[#CROSS]] %[[#DEV]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %3, i32 1, i32 0, i32 0)
  store i32 %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %3, i32 1, i32 0, i32 1)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %5, ptr addrspace(1) %6, align 4
  %7 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %3, i32 1, i32 0, i32 2)
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  store i32 %7, ptr addrspace(1) %8, align 4
  %9 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %3, i32 1, i32 0, i32 3)
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 12
  store i32 %9, ptr addrspace(1) %10, align 4
  %11 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %3, i32 1, i32 0, i32 4)
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16
  store i32 %11, ptr addrspace(1) %12, align 4
  ret void
}

declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32)

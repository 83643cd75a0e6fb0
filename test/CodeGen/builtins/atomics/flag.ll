; REQUIRES: llvm-spirv
;; atomic_flag_test_and_set (bool result as int) and atomic_flag_clear, default and explicit.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_flag *f, global int *o) { o[0] = atomic_flag_test_and_set(f); o[1] = atomic_flag_test_and_set_explicit(f, memory_order_acquire, memory_scope_work_group); atomic_flag_clear(f); atomic_flag_clear_explicit(f, memory_order_release, memory_scope_device); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ACQ:]] = OpConstant %[[#I32]] 514
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 516
; CHECK: %[[#T:]] = OpAtomicFlagTestAndSet %[[#BOOL]] %[[#F:]] %[[#DEV]] %[[#SC]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#T]] %[[#DEV]] %[[#]]
; CHECK: %[[#]] = OpAtomicFlagTestAndSet %[[#BOOL]] %[[#F]] %[[#WG]] %[[#ACQ]]
; CHECK: OpAtomicFlagClear %[[#F]] %[[#DEV]] %[[#SC]]
; CHECK: OpAtomicFlagClear %[[#F]] %[[#DEV]] %[[#REL]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func zeroext i1 @_Z24atomic_flag_test_and_setPU3AS4VU7_Atomici(ptr addrspace(4) %3)
  %5 = zext i1 %4 to i32
  store i32 %5, ptr addrspace(1) %1, align 4
  %6 = tail call spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %3, i32 2, i32 1)
  %7 = zext i1 %6 to i32
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %7, ptr addrspace(1) %8, align 4
  tail call spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(ptr addrspace(4) %3)
  tail call spir_func void @_Z26atomic_flag_clear_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %3, i32 3, i32 2)
  ret void
}

declare spir_func zeroext i1 @_Z24atomic_flag_test_and_setPU3AS4VU7_Atomici(ptr addrspace(4))

declare spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32)

declare spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(ptr addrspace(4))

declare spir_func void @_Z26atomic_flag_clear_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32)

; REQUIRES: llvm-spirv
;; atomic_work_item_fence: OpMemoryBarrier with the order and the fence flags;
;; a relaxed fence orders nothing and emits nothing.
;; OpenCL C (CL2.0):
;;   kernel void k(global int *o) { o[0] = 1; atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group); atomic_work_item_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device); atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed, memory_scope_device); o[1] = 2; }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 516
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 784
; CHECK: OpMemoryBarrier %[[#WG]] %[[#REL]]
; CHECK-NEXT: OpMemoryBarrier %[[#DEV]] %[[#SC]]
; CHECK-NOT: OpMemoryBarrier

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  store i32 1, ptr addrspace(1) %0, align 4
  tail call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 3, i32 1)
  tail call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 3, i32 5, i32 2)
  tail call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 0, i32 2)
  %2 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  store i32 2, ptr addrspace(1) %2, align 4
  ret void
}

declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32)

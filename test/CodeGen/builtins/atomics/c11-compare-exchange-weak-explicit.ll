; REQUIRES: llvm-spirv
;; atomic_compare_exchange_weak_explicit on a local object: success acq_rel
;; (0x8|0x100), failure acquire (0x2|0x100), work-group scope.
;; OpenCL C (CL2.0):
;;   kernel void k(local atomic_int *a, global int *e, global int *o) { o[0] = atomic_compare_exchange_weak_explicit(a, e, 9, memory_order_acq_rel, memory_order_acquire, memory_scope_work_group); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#EQ:]] = OpConstant %[[#I32]] 264
; CHECK-DAG: %[[#NE:]] = OpConstant %[[#I32]] 258
; CHECK-DAG: %[[#NINE:]] = OpConstant %[[#I32]] 9
; CHECK: %[[#EXP:]] = OpLoad %[[#I32]] %[[#E:]]
; CHECK-NEXT: %[[#OLD:]] = OpAtomicCompareExchange %[[#I32]] %[[#]] %[[#WG]] %[[#EQ]] %[[#NE]] %[[#NINE]] %[[#EXP]]
; CHECK-NEXT: OpStore %[[#E]] %[[#OLD]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(3) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2) {
  %4 = addrspacecast ptr addrspace(3) %0 to ptr addrspace(4)
  %5 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %6 = tail call spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %4, ptr addrspace(4) %5, i32 9, i32 4, i32 2, i32 1)
  %7 = zext i1 %6 to i32
  store i32 %7, ptr addrspace(1) %2, align 4
  ret void
}

declare spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32)

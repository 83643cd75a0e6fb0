; REQUIRES: llvm-spirv
;; sub_group_barrier: OpControlBarrier at Subgroup scope; memory scope Subgroup
;; by default, or the memory_scope given; flags with SequentiallyConsistent.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *o) { o[0] = 1; sub_group_barrier(CLK_LOCAL_MEM_FENCE); o[1] = 2; sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group); o[2] = 3; }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#LOCAL:]] = OpConstant %[[#I32]] 272
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#GLOBAL:]] = OpConstant %[[#I32]] 528
; CHECK: OpControlBarrier %[[#SG]] %[[#SG]] %[[#LOCAL]]
; CHECK: OpControlBarrier %[[#SG]] %[[#WG]] %[[#GLOBAL]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  store i32 1, ptr addrspace(1) %0, align 4
  tail call spir_func void @_Z17sub_group_barrierj(i32 1)
  %2 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  store i32 2, ptr addrspace(1) %2, align 4
  tail call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 2, i32 1)
  %3 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  store i32 3, ptr addrspace(1) %3, align 4
  ret void
}

declare spir_func void @_Z17sub_group_barrierj(i32)

declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32, i32)

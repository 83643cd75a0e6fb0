; REQUIRES: llvm-spirv
;; cl_khr_subgroup_clustered_reduce: ClusteredReduce with the constant cluster size.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a, global float *f) { a[0] = sub_group_clustered_reduce_add(a[0], 4u); f[0] = sub_group_clustered_reduce_max(f[0], 8u); a[1] = sub_group_clustered_reduce_logical_and(a[1], 2u); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability GroupNonUniformClustered
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#I32]] 4
; CHECK-DAG: %[[#EIGHT:]] = OpConstant %[[#I32]] 8
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#I32]] 2
; CHECK: %[[#]] = OpGroupNonUniformIAdd %[[#I32]] %[[#SG]] ClusteredReduce %[[#]] %[[#FOUR]]
; CHECK: %[[#]] = OpGroupNonUniformFMax %[[#F32]] %[[#SG]] ClusteredReduce %[[#]] %[[#EIGHT]]
; CHECK: %[[#]] = OpGroupNonUniformLogicalAnd %[[#]] %[[#SG]] ClusteredReduce %[[#]] %[[#TWO]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = load i32, ptr addrspace(1) %0, align 4
  %4 = tail call spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32 %3, i32 4)
  store i32 %4, ptr addrspace(1) %0, align 4
  %5 = load float, ptr addrspace(1) %1, align 4
  %6 = tail call spir_func float @_Z30sub_group_clustered_reduce_maxfj(float %5, i32 8)
  store float %6, ptr addrspace(1) %1, align 4
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = tail call spir_func i32 @_Z38sub_group_clustered_reduce_logical_andij(i32 %8, i32 2)
  store i32 %9, ptr addrspace(1) %7, align 4
  ret void
}

declare spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32, i32)

declare spir_func float @_Z30sub_group_clustered_reduce_maxfj(float, i32)

declare spir_func i32 @_Z38sub_group_clustered_reduce_logical_andij(i32, i32)

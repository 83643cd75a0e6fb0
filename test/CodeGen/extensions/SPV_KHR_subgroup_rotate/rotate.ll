;; cl_khr_subgroup_rotate: OpGroupNonUniformRotateKHR (with a cluster size for
;; sub_group_clustered_rotate) under SPV_KHR_subgroup_rotate.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a) { a[0] = sub_group_rotate(a[0], 1); a[1] = sub_group_clustered_rotate(a[1], 2, 4u); }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_subgroup_rotate %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_subgroup_rotate %s -o - | FileCheck %s

; CHECK-DAG: OpCapability GroupNonUniformRotateKHR
; CHECK-DAG: OpExtension "SPV_KHR_subgroup_rotate"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#I32]] 4
; CHECK: %[[#]] = OpGroupNonUniformRotateKHR %[[#I32]] %[[#SG]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformRotateKHR %[[#I32]] %[[#SG]] %[[#]] %[[#]] %[[#FOUR]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  %2 = load i32, ptr addrspace(1) %0, align 4
  %3 = tail call spir_func i32 @_Z16sub_group_rotateii(i32 %2, i32 1)
  store i32 %3, ptr addrspace(1) %0, align 4
  %4 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %5 = load i32, ptr addrspace(1) %4, align 4
  %6 = tail call spir_func i32 @_Z26sub_group_clustered_rotateiij(i32 %5, i32 2, i32 4)
  store i32 %6, ptr addrspace(1) %4, align 4
  ret void
}

declare spir_func i32 @_Z16sub_group_rotateii(i32, i32)

declare spir_func i32 @_Z26sub_group_clustered_rotateiij(i32, i32, i32)

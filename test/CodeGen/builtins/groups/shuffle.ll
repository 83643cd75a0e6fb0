; REQUIRES: llvm-spirv
;; cl_khr_subgroup_shuffle and _shuffle_relative: Shuffle, ShuffleXor, ShuffleUp, ShuffleDown.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a, global float *f, global uint *u) { a[0] = sub_group_shuffle(a[0], u[0]); f[0] = sub_group_shuffle_xor(f[0], 1u); a[1] = sub_group_shuffle_up(a[1], 1u); f[1] = sub_group_shuffle_down(f[1], 2u); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability GroupNonUniformShuffle
; CHECK-DAG: OpCapability GroupNonUniformShuffleRelative
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#]] = OpGroupNonUniformShuffle %[[#I32]] %[[#SG]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformShuffleXor %[[#F32]] %[[#SG]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformShuffleUp %[[#I32]] %[[#SG]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformShuffleDown %[[#F32]] %[[#SG]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2) {
  %4 = load i32, ptr addrspace(1) %0, align 4
  %5 = load i32, ptr addrspace(1) %2, align 4
  %6 = tail call spir_func i32 @_Z17sub_group_shuffleij(i32 %4, i32 %5)
  store i32 %6, ptr addrspace(1) %0, align 4
  %7 = load float, ptr addrspace(1) %1, align 4
  %8 = tail call spir_func float @_Z21sub_group_shuffle_xorfj(float %7, i32 1)
  store float %8, ptr addrspace(1) %1, align 4
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = tail call spir_func i32 @_Z20sub_group_shuffle_upij(i32 %10, i32 1)
  store i32 %11, ptr addrspace(1) %9, align 4
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %13 = load float, ptr addrspace(1) %12, align 4
  %14 = tail call spir_func float @_Z22sub_group_shuffle_downfj(float %13, i32 2)
  store float %14, ptr addrspace(1) %12, align 4
  ret void
}

declare spir_func i32 @_Z17sub_group_shuffleij(i32, i32)

declare spir_func float @_Z21sub_group_shuffle_xorfj(float, i32)

declare spir_func i32 @_Z20sub_group_shuffle_upij(i32, i32)

declare spir_func float @_Z22sub_group_shuffle_downfj(float, i32)

; REQUIRES: llvm-spirv
;; cl_intel_subgroups shuffles: OpSubgroupShuffle{,Down,Up,Xor}INTEL (SPV_INTEL_subgroups).
;; OpenCL C (CL1.2):
;;   int __attribute__((overloadable)) intel_sub_group_shuffle(int, uint); float __attribute__((overloadable)) intel_sub_group_shuffle_down(float, float, uint); int __attribute__((overloadable)) intel_sub_group_shuffle_up(int, int, uint); int __attribute__((overloadable)) intel_sub_group_shuffle_xor(int, uint);
;;   kernel void k(global int *a, global float *f) { a[0] = intel_sub_group_shuffle(a[0], 3u); f[0] = intel_sub_group_shuffle_down(f[0], f[1], 1u); a[1] = intel_sub_group_shuffle_up(a[1], a[2], 2u); a[2] = intel_sub_group_shuffle_xor(a[2], 1u); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability SubgroupShuffleINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK: %[[#]] = OpSubgroupShuffleINTEL %[[#I32]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpSubgroupShuffleDownINTEL %[[#F32]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpSubgroupShuffleUpINTEL %[[#I32]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpSubgroupShuffleXorINTEL %[[#I32]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = load i32, ptr addrspace(1) %0, align 4
  %4 = tail call spir_func i32 @_Z23intel_sub_group_shuffleij(i32 %3, i32 3)
  store i32 %4, ptr addrspace(1) %0, align 4
  %5 = load float, ptr addrspace(1) %1, align 4
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = tail call spir_func float @_Z28intel_sub_group_shuffle_downffj(float %5, float %7, i32 1)
  store float %8, ptr addrspace(1) %1, align 4
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = tail call spir_func i32 @_Z26intel_sub_group_shuffle_upiij(i32 %10, i32 %12, i32 2)
  store i32 %13, ptr addrspace(1) %9, align 4
  %14 = load i32, ptr addrspace(1) %11, align 4
  %15 = tail call spir_func i32 @_Z27intel_sub_group_shuffle_xorij(i32 %14, i32 1)
  store i32 %15, ptr addrspace(1) %11, align 4
  ret void
}

declare spir_func i32 @_Z23intel_sub_group_shuffleij(i32, i32)

declare spir_func float @_Z28intel_sub_group_shuffle_downffj(float, float, i32)

declare spir_func i32 @_Z26intel_sub_group_shuffle_upiij(i32, i32, i32)

declare spir_func i32 @_Z27intel_sub_group_shuffle_xorij(i32, i32)

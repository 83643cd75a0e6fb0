; REQUIRES: llvm-spirv
;; cl_khr_subgroup_non_uniform_arithmetic: add, mul, min, max, and, or, xor with
;; Reduce/InclusiveScan/ExclusiveScan, by type.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a, global uint *u, global float *f) { a[0] = sub_group_non_uniform_reduce_add(a[0]); f[0] = sub_group_non_uniform_reduce_mul(f[0]); a[1] = sub_group_non_uniform_scan_inclusive_min(a[1]); u[0] = sub_group_non_uniform_scan_exclusive_max(u[0]); f[1] = sub_group_non_uniform_reduce_min(f[1]); u[1] = sub_group_non_uniform_reduce_and(u[1]); a[2] = sub_group_non_uniform_scan_inclusive_or(a[2]); u[2] = sub_group_non_uniform_scan_exclusive_xor(u[2]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK: ; Version: 1.3
; CHECK-DAG: OpCapability GroupNonUniformArithmetic
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#]] = OpGroupNonUniformIAdd %[[#I32]] %[[#SG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformFMul %[[#F32]] %[[#SG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformSMin %[[#I32]] %[[#SG]] InclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformUMax %[[#I32]] %[[#SG]] ExclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformFMin %[[#F32]] %[[#SG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBitwiseAnd %[[#I32]] %[[#SG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBitwiseOr %[[#I32]] %[[#SG]] InclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBitwiseXor %[[#I32]] %[[#SG]] ExclusiveScan %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2) {
  %4 = load i32, ptr addrspace(1) %0, align 4
  %5 = tail call spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 %4)
  store i32 %5, ptr addrspace(1) %0, align 4
  %6 = load float, ptr addrspace(1) %2, align 4
  %7 = tail call spir_func float @_Z32sub_group_non_uniform_reduce_mulf(float %6)
  store float %7, ptr addrspace(1) %2, align 4
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %9 = load i32, ptr addrspace(1) %8, align 4
  %10 = tail call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_mini(i32 %9)
  store i32 %10, ptr addrspace(1) %8, align 4
  %11 = load i32, ptr addrspace(1) %1, align 4
  %12 = tail call spir_func i32 @_Z40sub_group_non_uniform_scan_exclusive_maxj(i32 %11)
  store i32 %12, ptr addrspace(1) %1, align 4
  %13 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = tail call spir_func float @_Z32sub_group_non_uniform_reduce_minf(float %14)
  store float %15, ptr addrspace(1) %13, align 4
  %16 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = tail call spir_func i32 @_Z32sub_group_non_uniform_reduce_andj(i32 %17)
  store i32 %18, ptr addrspace(1) %16, align 4
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = tail call spir_func i32 @_Z39sub_group_non_uniform_scan_inclusive_ori(i32 %20)
  store i32 %21, ptr addrspace(1) %19, align 4
  %22 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = tail call spir_func i32 @_Z40sub_group_non_uniform_scan_exclusive_xorj(i32 %23)
  store i32 %24, ptr addrspace(1) %22, align 4
  ret void
}

declare spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32)

declare spir_func float @_Z32sub_group_non_uniform_reduce_mulf(float)

declare spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_mini(i32)

declare spir_func i32 @_Z40sub_group_non_uniform_scan_exclusive_maxj(i32)

declare spir_func float @_Z32sub_group_non_uniform_reduce_minf(float)

declare spir_func i32 @_Z32sub_group_non_uniform_reduce_andj(i32)

declare spir_func i32 @_Z39sub_group_non_uniform_scan_inclusive_ori(i32)

declare spir_func i32 @_Z40sub_group_non_uniform_scan_exclusive_xorj(i32)

; REQUIRES: llvm-spirv
;; work_group_reduce/scan_inclusive/scan_exclusive: IAdd/SMin/UMin/FMax by type
;; with GroupOperation Reduce, InclusiveScan, ExclusiveScan.
;; OpenCL C (CL2.0):
;;   kernel void k(global int *a, global uint *u, global float *f, global long *l) { a[0] = work_group_reduce_add(a[0]); u[0] = work_group_reduce_min(u[0]); f[0] = work_group_reduce_max(f[0]); a[1] = work_group_scan_inclusive_min(a[1]); l[0] = work_group_scan_exclusive_add(l[0]); f[1] = work_group_scan_exclusive_max(f[1]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK: %[[#]] = OpGroupIAdd %[[#I32]] %[[#WG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupUMin %[[#I32]] %[[#WG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupFMax %[[#F32]] %[[#WG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupSMin %[[#I32]] %[[#WG]] InclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupIAdd %[[#I64]] %[[#WG]] ExclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupFMax %[[#F32]] %[[#WG]] ExclusiveScan %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2, ptr addrspace(1) align 8 %3) {
  %5 = load i32, ptr addrspace(1) %0, align 4
  %6 = tail call spir_func i32 @_Z21work_group_reduce_addi(i32 %5)
  store i32 %6, ptr addrspace(1) %0, align 4
  %7 = load i32, ptr addrspace(1) %1, align 4
  %8 = tail call spir_func i32 @_Z21work_group_reduce_minj(i32 %7)
  store i32 %8, ptr addrspace(1) %1, align 4
  %9 = load float, ptr addrspace(1) %2, align 4
  %10 = tail call spir_func float @_Z21work_group_reduce_maxf(float %9)
  store float %10, ptr addrspace(1) %2, align 4
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = tail call spir_func i32 @_Z29work_group_scan_inclusive_mini(i32 %12)
  store i32 %13, ptr addrspace(1) %11, align 4
  %14 = load i64, ptr addrspace(1) %3, align 8
  %15 = tail call spir_func i64 @_Z29work_group_scan_exclusive_addl(i64 %14)
  store i64 %15, ptr addrspace(1) %3, align 8
  %16 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %17 = load float, ptr addrspace(1) %16, align 4
  %18 = tail call spir_func float @_Z29work_group_scan_exclusive_maxf(float %17)
  store float %18, ptr addrspace(1) %16, align 4
  ret void
}

declare spir_func i32 @_Z21work_group_reduce_addi(i32)

declare spir_func i32 @_Z21work_group_reduce_minj(i32)

declare spir_func float @_Z21work_group_reduce_maxf(float)

declare spir_func i32 @_Z29work_group_scan_inclusive_mini(i32)

declare spir_func i64 @_Z29work_group_scan_exclusive_addl(i64)

declare spir_func float @_Z29work_group_scan_exclusive_maxf(float)

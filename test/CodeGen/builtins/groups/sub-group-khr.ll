; REQUIRES: llvm-spirv
;; cl_khr_subgroups: sub_group_all/any/broadcast/reduce/scan at Subgroup scope (3).
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a, global uint *u, global float *f) { a[0] = sub_group_all(a[0]); a[1] = sub_group_any(a[1]); u[0] = sub_group_broadcast(u[0], 2u); f[0] = sub_group_reduce_add(f[0]); u[1] = sub_group_scan_inclusive_max(u[1]); a[2] = sub_group_scan_exclusive_min(a[2]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability Groups
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#]] = OpGroupAll %[[#]] %[[#SG]] %[[#]]
; CHECK: %[[#]] = OpGroupAny %[[#]] %[[#SG]] %[[#]]
; CHECK: %[[#]] = OpGroupBroadcast %[[#I32]] %[[#SG]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupFAdd %[[#F32]] %[[#SG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupUMax %[[#I32]] %[[#SG]] InclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupSMin %[[#I32]] %[[#SG]] ExclusiveScan %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2) {
  %4 = load i32, ptr addrspace(1) %0, align 4
  %5 = tail call spir_func i32 @_Z13sub_group_alli(i32 %4)
  store i32 %5, ptr addrspace(1) %0, align 4
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %7 = load i32, ptr addrspace(1) %6, align 4
  %8 = tail call spir_func i32 @_Z13sub_group_anyi(i32 %7)
  store i32 %8, ptr addrspace(1) %6, align 4
  %9 = load i32, ptr addrspace(1) %1, align 4
  %10 = tail call spir_func i32 @_Z19sub_group_broadcastjj(i32 %9, i32 2)
  store i32 %10, ptr addrspace(1) %1, align 4
  %11 = load float, ptr addrspace(1) %2, align 4
  %12 = tail call spir_func float @_Z20sub_group_reduce_addf(float %11)
  store float %12, ptr addrspace(1) %2, align 4
  %13 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_maxj(i32 %14)
  store i32 %15, ptr addrspace(1) %13, align 4
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_mini(i32 %17)
  store i32 %18, ptr addrspace(1) %16, align 4
  ret void
}

declare spir_func i32 @_Z13sub_group_alli(i32)

declare spir_func i32 @_Z13sub_group_anyi(i32)

declare spir_func i32 @_Z19sub_group_broadcastjj(i32, i32)

declare spir_func float @_Z20sub_group_reduce_addf(float)

declare spir_func i32 @_Z28sub_group_scan_inclusive_maxj(i32)

declare spir_func i32 @_Z28sub_group_scan_exclusive_mini(i32)

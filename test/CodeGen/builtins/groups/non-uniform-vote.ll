; REQUIRES: llvm-spirv
;; cl_khr_subgroup_non_uniform_vote: sub_group_elect, non_uniform_all/any/all_equal
;; (GroupNonUniformVote, SPIR-V 1.3).
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a, global float *f) { a[0] = sub_group_elect(); a[1] = sub_group_non_uniform_all(a[1]); a[2] = sub_group_non_uniform_any(a[2]); a[3] = sub_group_non_uniform_all_equal(f[0]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK: ; Version: 1.3
; CHECK-DAG: OpCapability GroupNonUniformVote
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#E:]] = OpGroupNonUniformElect %[[#BOOL]] %[[#SG]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#E]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformAll %[[#BOOL]] %[[#SG]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformAny %[[#BOOL]] %[[#SG]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformAllEqual %[[#BOOL]] %[[#SG]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = tail call spir_func i32 @_Z15sub_group_electv()
  store i32 %3, ptr addrspace(1) %0, align 4
  %4 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %5 = load i32, ptr addrspace(1) %4, align 4
  %6 = tail call spir_func i32 @_Z25sub_group_non_uniform_alli(i32 %5)
  store i32 %6, ptr addrspace(1) %4, align 4
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = tail call spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 %8)
  store i32 %9, ptr addrspace(1) %7, align 4
  %10 = load float, ptr addrspace(1) %1, align 4
  %11 = tail call spir_func i32 @_Z31sub_group_non_uniform_all_equalf(float %10)
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12
  store i32 %11, ptr addrspace(1) %12, align 4
  ret void
}

declare spir_func i32 @_Z15sub_group_electv()

declare spir_func i32 @_Z25sub_group_non_uniform_alli(i32)

declare spir_func i32 @_Z25sub_group_non_uniform_anyi(i32)

declare spir_func i32 @_Z31sub_group_non_uniform_all_equalf(float)

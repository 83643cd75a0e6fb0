; REQUIRES: llvm-spirv
;; get_sub_group_eq/ge/gt/le/lt_mask: loads of the uint4 Subgroup*Mask builtins.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global uint4 *b) { b[0] = get_sub_group_eq_mask(); b[1] = get_sub_group_ge_mask(); b[2] = get_sub_group_gt_mask(); b[3] = get_sub_group_le_mask(); b[4] = get_sub_group_lt_mask(); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK: ; Version: 1.3
; CHECK-DAG: OpDecorate %[[#EQ:]] BuiltIn SubgroupEqMask
; CHECK-DAG: OpDecorate %[[#GE:]] BuiltIn SubgroupGeMask
; CHECK-DAG: OpDecorate %[[#GT:]] BuiltIn SubgroupGtMask
; CHECK-DAG: OpDecorate %[[#LE:]] BuiltIn SubgroupLeMask
; CHECK-DAG: OpDecorate %[[#LT:]] BuiltIn SubgroupLtMask
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK: %[[#]] = OpLoad %[[#V4]] %[[#EQ]]
; CHECK: %[[#]] = OpLoad %[[#V4]] %[[#GE]]
; CHECK: %[[#]] = OpLoad %[[#V4]] %[[#GT]]
; CHECK: %[[#]] = OpLoad %[[#V4]] %[[#LE]]
; CHECK: %[[#]] = OpLoad %[[#V4]] %[[#LT]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 16 %0) {
  %2 = tail call spir_func <4 x i32> @_Z21get_sub_group_eq_maskv()
  store <4 x i32> %2, ptr addrspace(1) %0, align 16
  %3 = tail call spir_func <4 x i32> @_Z21get_sub_group_ge_maskv()
  %4 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  store <4 x i32> %3, ptr addrspace(1) %4, align 16
  %5 = tail call spir_func <4 x i32> @_Z21get_sub_group_gt_maskv()
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 32
  store <4 x i32> %5, ptr addrspace(1) %6, align 16
  %7 = tail call spir_func <4 x i32> @_Z21get_sub_group_le_maskv()
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 48
  store <4 x i32> %7, ptr addrspace(1) %8, align 16
  %9 = tail call spir_func <4 x i32> @_Z21get_sub_group_lt_maskv()
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 64
  store <4 x i32> %9, ptr addrspace(1) %10, align 16
  ret void
}

declare spir_func <4 x i32> @_Z21get_sub_group_eq_maskv()

declare spir_func <4 x i32> @_Z21get_sub_group_ge_maskv()

declare spir_func <4 x i32> @_Z21get_sub_group_gt_maskv()

declare spir_func <4 x i32> @_Z21get_sub_group_le_maskv()

declare spir_func <4 x i32> @_Z21get_sub_group_lt_maskv()

; REQUIRES: llvm-spirv
;; sub_group_non_uniform_*_logical_and/or/xor: int predicates as bool, results as int.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a) { a[0] = sub_group_non_uniform_reduce_logical_and(a[0]); a[1] = sub_group_non_uniform_scan_inclusive_logical_or(a[1]); a[2] = sub_group_non_uniform_scan_exclusive_logical_xor(a[2]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#P:]] = OpINotEqual %[[#BOOL]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#R:]] = OpGroupNonUniformLogicalAnd %[[#BOOL]] %[[#SG]] Reduce %[[#P]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#R]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformLogicalOr %[[#BOOL]] %[[#SG]] InclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformLogicalXor %[[#BOOL]] %[[#SG]] ExclusiveScan %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  %2 = load i32, ptr addrspace(1) %0, align 4
  %3 = tail call spir_func i32 @_Z40sub_group_non_uniform_reduce_logical_andi(i32 %2)
  store i32 %3, ptr addrspace(1) %0, align 4
  %4 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %5 = load i32, ptr addrspace(1) %4, align 4
  %6 = tail call spir_func i32 @_Z47sub_group_non_uniform_scan_inclusive_logical_ori(i32 %5)
  store i32 %6, ptr addrspace(1) %4, align 4
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = tail call spir_func i32 @_Z48sub_group_non_uniform_scan_exclusive_logical_xori(i32 %8)
  store i32 %9, ptr addrspace(1) %7, align 4
  ret void
}

declare spir_func i32 @_Z40sub_group_non_uniform_reduce_logical_andi(i32)

declare spir_func i32 @_Z47sub_group_non_uniform_scan_inclusive_logical_ori(i32)

declare spir_func i32 @_Z48sub_group_non_uniform_scan_exclusive_logical_xori(i32)

; REQUIRES: llvm-spirv
;; work_group_all/any: the int predicate as bool, OpGroupAll/OpGroupAny at
;; Workgroup scope, the bool result as int 1/0.
;; OpenCL C (CL2.0):
;;   kernel void k(global int *a, global int *o) { o[0] = work_group_all(a[0]); o[1] = work_group_any(a[1]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability Groups
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK: %[[#P:]] = OpINotEqual %[[#BOOL]] %[[#]] %[[#ZERO]]
; CHECK-NEXT: %[[#R:]] = OpGroupAll %[[#BOOL]] %[[#WG]] %[[#P]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#R]] %[[#ONE]] %[[#ZERO]]
; CHECK: %[[#Q:]] = OpINotEqual %[[#BOOL]] %[[#]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpGroupAny %[[#BOOL]] %[[#WG]] %[[#Q]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = load i32, ptr addrspace(1) %0, align 4
  %4 = tail call spir_func i32 @_Z14work_group_alli(i32 %3)
  store i32 %4, ptr addrspace(1) %1, align 4
  %5 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %6 = load i32, ptr addrspace(1) %5, align 4
  %7 = tail call spir_func i32 @_Z14work_group_anyi(i32 %6)
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %7, ptr addrspace(1) %8, align 4
  ret void
}

declare spir_func i32 @_Z14work_group_alli(i32)

declare spir_func i32 @_Z14work_group_anyi(i32)

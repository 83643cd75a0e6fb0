;; Kernel metadata nodes with more operands than the execution modes read:
;; the first three of reqd_work_group_size make LocalSize, the type of
;; vec_type_hint makes VecTypeHint, and the rest is ignored. (Regression:
;; all the operands were copied into arrays of 8 and 2, past their end.)
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpExecutionMode %[[#K]] LocalSize 4 2 1
; CHECK-DAG: OpExecutionMode %[[#K]] VecTypeHint 131074

define spir_kernel void @k(ptr addrspace(1) %p) !reqd_work_group_size !0 !vec_type_hint !1 {
  store i32 0, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{i32 4, i32 2, i32 1, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9}
!1 = !{<2 x i32> undef, i32 1, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7}

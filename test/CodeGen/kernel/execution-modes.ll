;; Kernel metadata to execution modes: reqd_work_group_size -> LocalSize,
;; work_group_size_hint -> LocalSizeHint, intel_reqd_sub_group_size ->
;; SubgroupSize, vec_type_hint <4 x float> -> VecTypeHint (4 << 16 | 5).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpExecutionMode %[[#K]] LocalSize 64 2 1
; CHECK-DAG: OpExecutionMode %[[#K]] LocalSizeHint 8 4 2
; CHECK-DAG: OpExecutionMode %[[#K]] SubgroupSize 16
; CHECK-DAG: OpExecutionMode %[[#K]] VecTypeHint 262149

define spir_kernel void @k(ptr addrspace(1) %p) !reqd_work_group_size !0 !work_group_size_hint !1 !intel_reqd_sub_group_size !2 !vec_type_hint !3 {
  store i32 0, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{i32 64, i32 2, i32 1}
!1 = !{i32 8, i32 4, i32 2}
!2 = !{i32 16}
!3 = !{<4 x float> undef, i32 1}

;; A work-group size that specialization constants set: !reqd_work_group_size
;; operands may be !{i32 SpecId, i32 default} nodes beside i32 constants (our
;; spelling: LLVM metadata cannot name the __spirv_SpecConstant calls). The
;; kernel gets OpExecutionModeId LocalSizeId (SPIR-V 1.2), and a SpecId that
;; the body also reads is one OpSpecConstant. A kernel with constant sizes
;; keeps OpExecutionMode LocalSize. (The Khronos reader 15 does not read
;; OpExecutionModeId, so no read-back.)
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: ; Version: 1.2
; CHECK-DAG: OpExecutionModeId %[[#K:]] LocalSizeId %[[#X:]] %[[#Y:]] %[[#ONE:]]
; CHECK-DAG: OpExecutionMode %[[#]] LocalSize 4 2 1
; CHECK-DAG: OpDecorate %[[#X]] SpecId 7
; CHECK-DAG: OpDecorate %[[#Y]] SpecId 8
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#X]] = OpSpecConstant %[[#I32]] 64
; CHECK-DAG: %[[#Y]] = OpSpecConstant %[[#I32]] 2
; CHECK-DAG: %[[#ONE]] = OpConstant %[[#I32]] 1
; CHECK-NOT: SpecId 7
; CHECK: OpStore %[[#]] %[[#X]]

define spir_kernel void @k(ptr addrspace(1) %o) !reqd_work_group_size !0 {
entry:
  %x = call i32 @_Z20__spirv_SpecConstantii(i32 7, i32 64)
  store i32 %x, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @plain(ptr addrspace(1) %o) !reqd_work_group_size !3 {
entry:
  ret void
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)

!0 = !{!1, !2, i32 1}
!1 = !{i32 7, i32 64}
!2 = !{i32 8, i32 2}
!3 = !{i32 4, i32 2, i32 1}

;; !spirv.ExecutionMode rows for modes without float controls: literals
;; (SubgroupSize, ContractionOff with none) become OpExecutionMode, modes
;; whose parameters are ids (LocalSizeId, SPIR-V 1.2) OpExecutionModeId with
;; the row's constants; a mode the kernel metadata already gives (here
;; ContractionOff, as the module has no FP_CONTRACT) is emitted once.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s

; CHECK: ; Version: 1.2
; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#I32]] 16
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: OpExecutionModeId %[[#K]] LocalSizeId %[[#C16]] %[[#C2]] %[[#C1]]
; CHECK-DAG: OpExecutionMode %[[#K]] SubgroupSize 8
; CHECK-DAG: OpExecutionMode %[[#K]] ContractionOff
; CHECK-NOT: ContractionOff

define spir_kernel void @k() {
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2}
!0 = !{ptr @k, i32 38, i32 16, i32 2, i32 1}
!1 = !{ptr @k, i32 35, i32 8}
!2 = !{ptr @k, i32 31}

;; The __spirv_* call form with 64-bit scope and semantics arguments: Scope and
;; MemorySemantics operands are 32-bit integer constants (found by libFuzzer).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#SEM:]] = OpConstant %[[#I32]] 272
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SEM2:]] = OpConstant %[[#I32]] 520
; CHECK: OpControlBarrier %[[#WG]] %[[#WG]] %[[#SEM]]
; CHECK: OpMemoryBarrier %[[#DEV]] %[[#SEM2]]

define spir_kernel void @k() {
  call spir_func void @__spirv_ControlBarrier(i64 2, i32 2, i64 272)
  call spir_func void @__spirv_MemoryBarrier(i32 1, i64 520)
  ret void
}

declare spir_func void @__spirv_ControlBarrier(i64, i32, i64)
declare spir_func void @__spirv_MemoryBarrier(i32, i64)

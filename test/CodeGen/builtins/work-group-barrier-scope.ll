;; work_group_barrier(flags, scope): the memory scope comes from the
;; memory_scope argument (memory_scope_device = 2 -> Device, work_item = 0 ->
;; Invocation); the execution scope stays Workgroup.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#INV:]] = OpConstant %[[#I32]] 4{{$}}
; CHECK-DAG: %[[#GLOBAL:]] = OpConstant %[[#I32]] 528{{$}}
; CHECK-DAG: %[[#LOCAL:]] = OpConstant %[[#I32]] 272{{$}}
; CHECK: OpControlBarrier %[[#WG]] %[[#DEV]] %[[#GLOBAL]]
; CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#INV]] %[[#LOCAL]]

define spir_kernel void @k() {
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 2, i32 2)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 0)
  ret void
}

declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32)

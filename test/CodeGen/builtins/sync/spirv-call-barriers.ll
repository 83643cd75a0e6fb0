;; __spirv_ControlBarrier and __spirv_MemoryBarrier, plain and mangled: every
;; operand is an id, made from the constant arguments.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#SEM:]] = OpConstant %[[#I32]] 272
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#GSEM:]] = OpConstant %[[#I32]] 520
; CHECK: OpControlBarrier %[[#WG]] %[[#WG]] %[[#SEM]]
; CHECK-NEXT: OpControlBarrier %[[#SG]] %[[#SG]] %[[#SEM]]
; CHECK-NEXT: OpMemoryBarrier %[[#DEV]] %[[#GSEM]]

target triple = "spirv64-unknown-unknown"

declare spir_func void @__spirv_ControlBarrier(i32, i32, i32)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func void @_Z21__spirv_MemoryBarrierjj(i32, i32)

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  call spir_func void @__spirv_ControlBarrier(i32 2, i32 2, i32 272)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 3, i32 3, i32 272)
  call spir_func void @_Z21__spirv_MemoryBarrierjj(i32 1, i32 520)
  store i32 2, ptr addrspace(1) %p
  ret void
}

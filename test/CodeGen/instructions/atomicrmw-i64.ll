;; A 64-bit atomic needs the Int64Atomics capability.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability Int64Atomics
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK: OpAtomicIAdd %[[#I64]]

define i64 @f(ptr addrspace(1) %p, i64 %v) {
  %a = atomicrmw add ptr addrspace(1) %p, i64 %v seq_cst
  ret i64 %a
}

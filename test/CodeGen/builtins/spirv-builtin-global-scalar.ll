;; A scalar __spirv_BuiltInSubgroupLocalInvocationId global (i32) is loaded as
;; the Input variable of that BuiltIn.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#VAR:]] BuiltIn SubgroupLocalInvocationId
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#P:]] = OpTypePointer Input %[[#I32]]
; CHECK-DAG: %[[#VAR]] = OpVariable %[[#P]] Input
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#VAR]]

@__spirv_BuiltInSubgroupLocalInvocationId = external addrspace(1) global i32

define spir_kernel void @k(ptr addrspace(1) %out) {
  %x = load i32, ptr addrspace(1) @__spirv_BuiltInSubgroupLocalInvocationId
  store i32 %x, ptr addrspace(1) %out
  ret void
}

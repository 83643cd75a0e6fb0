;; From SPIR-V 1.4 the entry point interface lists every module-scope variable
;; the module declares.
; RUN: llc-spirv -mtriple=spirv64v1.4 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64v1.4 %s -o - | FileCheck %s

; CHECK: ; Version: 1.4
; CHECK: OpEntryPoint Kernel %[[#]] "k" %[[#G:]] %[[#L:]]
; CHECK-DAG: %[[#G]] = OpVariable %[[#]] CrossWorkgroup
; CHECK-DAG: %[[#L]] = OpVariable %[[#]] Workgroup

@g = internal addrspace(1) global i32 0, align 4
@l = internal addrspace(3) global i32 undef, align 4

define spir_kernel void @k() {
  %v = load i32, ptr addrspace(3) @l, align 4
  store i32 %v, ptr addrspace(1) @g, align 4
  ret void
}

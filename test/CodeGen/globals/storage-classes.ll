;; Module-scope variables: addrspace(1) -> CrossWorkgroup, addrspace(2) constant ->
;; UniformConstant (decorated Constant), addrspace(3) -> Workgroup (no
;; initializer); initializers and alignment are kept.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#G:]] Alignment 8
; CHECK-DAG: OpDecorate %[[#C:]] Alignment 4
; CHECK-DAG: OpDecorate %[[#C]] Constant
; CHECK-DAG: OpDecorate %[[#L:]] Alignment 16
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#K7:]] = OpConstant %[[#I64]] 7
; CHECK-DAG: %[[#K9:]] = OpConstant %[[#I32]] 9
; CHECK-DAG: %[[#G]] = OpVariable %[[#]] CrossWorkgroup %[[#K7]]
; CHECK-DAG: %[[#C]] = OpVariable %[[#]] UniformConstant %[[#K9]]
; CHECK-DAG: %[[#L]] = OpVariable %[[#]] Workgroup{{ *$}}

@g = internal addrspace(1) global i64 7, align 8
@c = internal addrspace(2) constant i32 9, align 4
@l = internal addrspace(3) global [4 x float] undef, align 16

define i64 @f() {
  %a = load i64, ptr addrspace(1) @g, align 8
  %b = load i32, ptr addrspace(2) @c, align 4
  store float 1.0, ptr addrspace(3) @l, align 16
  %bb = zext i32 %b to i64
  %r = add i64 %a, %bb
  ret i64 %r
}

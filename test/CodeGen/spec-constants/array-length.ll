;; An alloca whose element count is a specialization constant (SYCL's
;; spec-constant-sized arrays) or an operation on one: an OpVariable of an
;; OpTypeArray whose length is that constant, used through a pointer to its
;; element.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: OpDecorate %[[#L0:]] SpecId 0
; CHECK-DAG: OpDecorate %[[#L1:]] SpecId 1
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#L0]] = OpSpecConstant %[[#I64]] 4
; CHECK-DAG: %[[#L1]] = OpSpecConstant %[[#I32]] 3
; CHECK-DAG: %[[#L2:]] = OpSpecConstantOp %[[#I32]] IMul %[[#L1]] %[[#]]
; CHECK-DAG: %[[#A0:]] = OpTypeArray %[[#F32]] %[[#L0]]
; CHECK-DAG: %[[#A1:]] = OpTypeArray %[[#I8]] %[[#L2]]
; CHECK-DAG: %[[#P0:]] = OpTypePointer Function %[[#A0]]
; CHECK-DAG: %[[#P1:]] = OpTypePointer Function %[[#A1]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F32]]
; CHECK: %[[#V0:]] = OpVariable %[[#P0]] Function
; CHECK: %[[#V1:]] = OpVariable %[[#P1]] Function
; CHECK: %[[#E0:]] = OpBitcast %[[#PF]] %[[#V0]]
; CHECK: OpStore %[[#E0]] %[[#]]

define spir_kernel void @k(ptr addrspace(1) %o) {
entry:
  %n = call i64 @_Z20__spirv_SpecConstantix(i32 0, i64 4)
  %m = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 3)
  %m2 = mul i32 %m, 2
  %a = alloca float, i64 %n, align 4
  %b = alloca i8, i32 %m2, align 1
  store float 1.0, ptr %a
  %p = getelementptr inbounds float, ptr %a, i64 3
  store float 2.0, ptr %p
  %x = load float, ptr %p
  store float %x, ptr addrspace(1) %o
  store i8 5, ptr %b
  ret void
}

declare i64 @_Z20__spirv_SpecConstantix(i32, i64)
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)

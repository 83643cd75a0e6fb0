;; llvm.memset of a nonzero constant byte: the UniformConstant source is an
;; OpConstantComposite of that byte repeated.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#B:]] = OpConstant %[[#I8]] 171{{$}}
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#I8]] %[[#C3]]
; CHECK-DAG: %[[#INIT:]] = OpConstantComposite %[[#ARR]] %[[#B]] %[[#B]] %[[#B]]
; CHECK-DAG: %[[#SRC:]] = OpVariable %[[#]] UniformConstant %[[#INIT]]
; CHECK: %[[#S:]] = OpBitcast %[[#]] %[[#SRC]]
; CHECK-NEXT: OpCopyMemorySized %[[#]] %[[#S]] %[[#C3]]

define spir_kernel void @k(ptr addrspace(1) %p) {
  call void @llvm.memset.p1.i32(ptr addrspace(1) %p, i8 171, i32 3, i1 false)
  ret void
}

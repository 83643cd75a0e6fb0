;; llvm.memset of zero with a constant length copies from a UniformConstant
;; uchar array initialised with OpConstantNull, decorated Constant.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#SRC:]] Constant
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C24:]] = OpConstant %[[#I32]] 24{{$}}
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#I8]] %[[#C24]]
; CHECK-DAG: %[[#NULL:]] = OpConstantNull %[[#ARR]]
; CHECK-DAG: %[[#AP:]] = OpTypePointer UniformConstant %[[#ARR]]
; CHECK-DAG: %[[#UP:]] = OpTypePointer UniformConstant %[[#I8]]
; CHECK-DAG: %[[#SRC]] = OpVariable %[[#AP]] UniformConstant %[[#NULL]]
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK: %[[#S:]] = OpBitcast %[[#UP]] %[[#SRC]]
; CHECK-NEXT: OpCopyMemorySized %[[#P]] %[[#S]] %[[#C24]]

define spir_kernel void @k(ptr addrspace(1) %p) {
  call void @llvm.memset.p1.i32(ptr addrspace(1) %p, i8 0, i32 24, i1 false)
  ret void
}

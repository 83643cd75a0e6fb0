;; quad.read.across.x/y/diagonal: OpGroupNonUniformQuadSwap with direction
;; 0, 1 and 2 (GroupNonUniformQuad). The Khronos reader (15) does not know the
;; instruction, so there is no read-back here.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability GroupNonUniformQuad
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I]] 3
; CHECK-DAG: %[[#D0:]] = OpConstant %[[#I]] 0
; CHECK-DAG: %[[#D1:]] = OpConstant %[[#I]] 1
; CHECK-DAG: %[[#D2:]] = OpConstant %[[#I]] 2
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I]]
; CHECK: %[[#A:]] = OpGroupNonUniformQuadSwap %[[#I]] %[[#SG]] %[[#X]] %[[#D0]]
; CHECK-NEXT: %[[#B:]] = OpGroupNonUniformQuadSwap %[[#I]] %[[#SG]] %[[#A]] %[[#D1]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformQuadSwap %[[#I]] %[[#SG]] %[[#B]] %[[#D2]]

define spir_func i32 @f(i32 %x) {
  %a = call i32 @llvm.spv.quad.read.across.x.i32(i32 %x)
  %b = call i32 @llvm.spv.quad.read.across.y.i32(i32 %a)
  %c = call i32 @llvm.spv.quad.read.across.diagonal.i32(i32 %b)
  ret i32 %c
}

declare i32 @llvm.spv.quad.read.across.x.i32(i32)
declare i32 @llvm.spv.quad.read.across.y.i32(i32)
declare i32 @llvm.spv.quad.read.across.diagonal.i32(i32)

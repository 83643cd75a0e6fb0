;; all/any: OpAll/OpAny of the lanes that are not zero (floats compare
;; unordered, so a NaN counts as not zero); fdot is OpDot (OpFMul for
;; scalars); sdot/udot sum the lane products; dot4add.i8packed/u8packed add
;; the products of the four signed or unsigned bytes to the accumulator.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#C24:]] = OpConstant %[[#I]] 24
; CHECK-DAG: %[[#CFF:]] = OpConstant %[[#I]] 255
; CHECK: %[[#V:]] = OpFunctionParameter
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#I]]
; CHECK: %[[#NZ:]] = OpFUnordNotEqual %[[#]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpAll %[[#B]] %[[#NZ]]
; CHECK-NEXT: %[[#NZI:]] = OpINotEqual %[[#]] %[[#W]]
; CHECK-NEXT: %[[#]] = OpAny %[[#B]] %[[#NZI]]
; CHECK-NEXT: %[[#]] = OpDot %[[#F]] %[[#V]] %[[#V]]
; CHECK-NEXT: %[[#W0:]] = OpCompositeExtract %[[#I]] %[[#W]] 0
; CHECK-NEXT: %[[#W0B:]] = OpCompositeExtract %[[#I]] %[[#W]] 0
; CHECK-NEXT: %[[#P0:]] = OpIMul %[[#I]] %[[#W0]] %[[#W0B]]
;; signed byte 3: an arithmetic shift right by 24
; CHECK: %[[#]] = OpShiftRightArithmetic %[[#I]] %[[#A]] %[[#C24]]
;; unsigned byte 0: a mask
; CHECK: %[[#]] = OpBitwiseAnd %[[#I]] %[[#A]] %[[#CFF]]

define spir_func i32 @f(<4 x float> %v, <4 x i32> %w, i32 %a, i32 %c) {
  %all = call i1 @llvm.spv.all.v4f32(<4 x float> %v)
  %any = call i1 @llvm.spv.any.v4i32(<4 x i32> %w)
  %fd = call float @llvm.spv.fdot.v4f32(<4 x float> %v, <4 x float> %v)
  %sd = call i32 @llvm.spv.udot.v4i32(<4 x i32> %w, <4 x i32> %w)
  %d1 = call i32 @llvm.spv.dot4add.i8packed(i32 %a, i32 %c, i32 %sd)
  %d2 = call i32 @llvm.spv.dot4add.u8packed(i32 %a, i32 %c, i32 %d1)
  %b = and i1 %all, %any
  %bx = zext i1 %b to i32
  %fx = fptosi float %fd to i32
  %r1 = add i32 %d2, %bx
  %r = add i32 %r1, %fx
  ret i32 %r
}

declare i1 @llvm.spv.all.v4f32(<4 x float>)
declare i1 @llvm.spv.any.v4i32(<4 x i32>)
declare float @llvm.spv.fdot.v4f32(<4 x float>, <4 x float>)
declare i32 @llvm.spv.udot.v4i32(<4 x i32>, <4 x i32>)
declare i32 @llvm.spv.dot4add.i8packed(i32, i32, i32)
declare i32 @llvm.spv.dot4add.u8packed(i32, i32, i32)

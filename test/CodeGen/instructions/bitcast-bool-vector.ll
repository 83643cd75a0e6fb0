;; A bitcast from or to a vector of i1 has no OpBitcast form (OpTypeBool has no
;; bit pattern): lane i is bit i of the integer, gathered with OpSelect and
;; shifts, or tested with a shift, mask and OpINotEqual.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#BV4:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#BV8:]] = OpTypeVector %[[#BOOL]] 8
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I8]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I8]] 1
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#I8]] 7

; CHECK: %[[#V:]] = OpFunctionParameter %[[#BV4]]
; CHECK: %[[#B0:]] = OpCompositeExtract %[[#BOOL]] %[[#V]] 0
; CHECK-NEXT: %[[#L0:]] = OpSelect %[[#I8]] %[[#B0]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#B1:]] = OpCompositeExtract %[[#BOOL]] %[[#V]] 1
; CHECK-NEXT: %[[#S1:]] = OpSelect %[[#I8]] %[[#B1]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#L1:]] = OpShiftLeftLogical %[[#I8]] %[[#S1]] %[[#ONE]]
; CHECK-NEXT: %[[#]] = OpBitwiseOr %[[#I8]] %[[#L0]] %[[#L1]]
; CHECK: OpFunctionEnd
define i8 @tobits(<4 x i1> %v) {
  %x = bitcast <4 x i1> %v to i4
  %r = zext i4 %x to i8
  ret i8 %r
}

; CHECK: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK: %[[#A0:]] = OpBitwiseAnd %[[#I8]] %[[#X]] %[[#ONE]]
; CHECK-NEXT: %[[#T0:]] = OpINotEqual %[[#BOOL]] %[[#A0]] %[[#ZERO]]
; CHECK: %[[#H7:]] = OpShiftRightLogical %[[#I8]] %[[#X]] %[[#SEVEN]]
; CHECK-NEXT: %[[#A7:]] = OpBitwiseAnd %[[#I8]] %[[#H7]] %[[#ONE]]
; CHECK-NEXT: %[[#T7:]] = OpINotEqual %[[#BOOL]] %[[#A7]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#BV8]] %[[#T0]] %[[#]] 0
; CHECK: %[[#R:]] = OpCompositeInsert %[[#BV8]] %[[#T7]] %[[#]] 7
; CHECK-NEXT: OpReturnValue %[[#R]]
define <8 x i1> @frombits(i8 %x) {
  %v = bitcast i8 %x to <8 x i1>
  ret <8 x i1> %v
}

;; select with a vector condition is one OpSelect; a scalar condition with
;; vector operands is splatted with OpCompositeInsert first, since before
;; SPIR-V 1.4 the condition must have as many lanes as the operands.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: ; Version: 1.0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#BV4:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#F4:]] = OpTypeVector %[[#]] 4
; CHECK-DAG: %[[#U:]] = OpUndef %[[#BV4]]
; CHECK: %[[#C:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#F4]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F4]]
; CHECK: %[[#S0:]] = OpCompositeInsert %[[#BV4]] %[[#C]] %[[#U]] 0
; CHECK-NEXT: %[[#S1:]] = OpCompositeInsert %[[#BV4]] %[[#C]] %[[#S0]] 1
; CHECK-NEXT: %[[#S2:]] = OpCompositeInsert %[[#BV4]] %[[#C]] %[[#S1]] 2
; CHECK-NEXT: %[[#S:]] = OpCompositeInsert %[[#BV4]] %[[#C]] %[[#S2]] 3
; CHECK-NEXT: %[[#]] = OpSelect %[[#F4]] %[[#S]] %[[#A]] %[[#B]]
; CHECK: %[[#VC:]] = OpFunctionParameter %[[#BV4]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#F4]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#F4]]
; CHECK: %[[#]] = OpSelect %[[#F4]] %[[#VC]] %[[#X]] %[[#Y]]

define <4 x float> @scalar(i1 %c, <4 x float> %a, <4 x float> %b) {
  %r = select i1 %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %r
}
define <4 x float> @vector(<4 x i1> %c, <4 x float> %a, <4 x float> %b) {
  %r = select <4 x i1> %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %r
}

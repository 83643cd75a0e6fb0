;; undef and poison operands become OpUndef of the operand's type, scalar or
;; vector.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#U:]] = OpUndef %[[#I32]]
; CHECK-DAG: %[[#UV:]] = OpUndef %[[#V4]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: OpIAdd %[[#I32]] %[[#A]] %[[#U]]
; CHECK-NEXT: OpIMul %[[#I32]] %[[#]] %[[#U]]
; CHECK-NEXT: OpCompositeInsert %[[#V4]] %[[#]] %[[#UV]] 0

define <4 x i32> @f(i32 %a) {
  %x = add i32 %a, undef
  %y = mul i32 %x, poison
  %v = insertelement <4 x i32> poison, i32 %y, i32 0
  ret <4 x i32> %v
}

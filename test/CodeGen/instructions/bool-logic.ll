;; Logic on i1: and -> OpLogicalAnd, or -> OpLogicalOr, xor -> OpLogicalNotEqual,
;; and a vector of i1 works the same way.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#B]] 2
; CHECK: %[[#X:]] = OpFunctionParameter %[[#B]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#B]]
; CHECK: %[[#R1:]] = OpLogicalAnd %[[#B]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#R2:]] = OpLogicalOr %[[#B]] %[[#R1]] %[[#Y]]
; CHECK-NEXT: %[[#R3:]] = OpLogicalNotEqual %[[#B]] %[[#R2]] %[[#X]]
; CHECK: OpLogicalAnd %[[#V]]

define i1 @f(i1 %x, i1 %y) {
  %r1 = and i1 %x, %y
  %r2 = or i1 %r1, %y
  %r3 = xor i1 %r2, %x
  ret i1 %r3
}
define <2 x i1> @g(<2 x i1> %x, <2 x i1> %y) {
  %r = and <2 x i1> %x, %y
  ret <2 x i1> %r
}

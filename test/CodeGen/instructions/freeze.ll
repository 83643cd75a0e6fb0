;; freeze of a value is the value itself; freeze of undef/poison is a zero
;; constant (OpConstant 0, not OpUndef).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#R:]] = OpIAdd %[[#I32]] %[[#A]] %[[#Z]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define i32 @f(i32 %a) {
  %x = freeze i32 %a
  %u = freeze i32 poison
  %r = add i32 %x, %u
  ret i32 %r
}

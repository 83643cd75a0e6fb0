;; i24 is widened to i32; values are kept zero-extended, so an add is masked
;; back to 24 bits (0xFFFFFF) and nothing declares a 24-bit integer.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpTypeInt 24
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#M:]] = OpConstant %[[#I32]] 16777215
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#S:]] = OpIAdd %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseAnd %[[#I32]] %[[#S]] %[[#M]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define i24 @add(i24 %a, i24 %b) {
  %s = add i24 %a, %b
  ret i24 %s
}

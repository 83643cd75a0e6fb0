;; Integer add/sub/mul/udiv/sdiv/urem/srem map to OpIAdd/OpISub/OpIMul/OpUDiv/
;; OpSDiv/OpUMod/OpSRem, in order, operands as given.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#R1:]] = OpIAdd %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R2:]] = OpISub %[[#I32]] %[[#R1]] %[[#B]]
; CHECK-NEXT: %[[#R3:]] = OpIMul %[[#I32]] %[[#R2]] %[[#A]]
; CHECK-NEXT: %[[#R4:]] = OpUDiv %[[#I32]] %[[#R3]] %[[#B]]
; CHECK-NEXT: %[[#R5:]] = OpSDiv %[[#I32]] %[[#R4]] %[[#B]]
; CHECK-NEXT: %[[#R6:]] = OpUMod %[[#I32]] %[[#R5]] %[[#B]]
; CHECK-NEXT: %[[#R7:]] = OpSRem %[[#I32]] %[[#R6]] %[[#B]]
; CHECK-NEXT: OpReturnValue %[[#R7]]

define i32 @f(i32 %a, i32 %b) {
  %r1 = add i32 %a, %b
  %r2 = sub i32 %r1, %b
  %r3 = mul i32 %r2, %a
  %r4 = udiv i32 %r3, %b
  %r5 = sdiv i32 %r4, %b
  %r6 = urem i32 %r5, %b
  %r7 = srem i32 %r6, %b
  ret i32 %r7
}

;; fadd/fsub/fmul/fdiv/frem map to OpFAdd/OpFSub/OpFMul/OpFDiv/OpFRem (frem is
;; C fmod: the sign of the dividend, as OpFRem), fneg to OpFNegate.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#D:]] = OpTypeFloat 64
; CHECK: %[[#A:]] = OpFunctionParameter %[[#D]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#D]]
; CHECK: %[[#R1:]] = OpFAdd %[[#D]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R2:]] = OpFSub %[[#D]] %[[#R1]] %[[#B]]
; CHECK-NEXT: %[[#R3:]] = OpFMul %[[#D]] %[[#R2]] %[[#A]]
; CHECK-NEXT: %[[#R4:]] = OpFDiv %[[#D]] %[[#R3]] %[[#B]]
; CHECK-NEXT: %[[#R5:]] = OpFRem %[[#D]] %[[#R4]] %[[#B]]
; CHECK-NEXT: %[[#R6:]] = OpFNegate %[[#D]] %[[#R5]]
; CHECK-NEXT: OpReturnValue %[[#R6]]

define double @f(double %a, double %b) {
  %r1 = fadd double %a, %b
  %r2 = fsub double %r1, %b
  %r3 = fmul double %r2, %a
  %r4 = fdiv double %r3, %b
  %r5 = frem double %r4, %b
  %r6 = fneg double %r5
  ret double %r6
}

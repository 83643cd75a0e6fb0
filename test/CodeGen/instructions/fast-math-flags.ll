;; Fast-math flags become an FPFastMathMode decoration: nnan -> NotNaN,
;; ninf -> NotInf, nsz -> NSZ, arcp -> AllowRecip, all of them ("fast") adds Fast;
;; an instruction without flags gets none.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#A:]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|Fast
; CHECK-DAG: OpDecorate %[[#B:]] FPFastMathMode NotNaN|NotInf
; CHECK-DAG: OpDecorate %[[#C:]] FPFastMathMode NSZ|AllowRecip
; CHECK-NOT: FPFastMathMode
; CHECK: %[[#A]] = OpFAdd
; CHECK-NEXT: %[[#B]] = OpFMul
; CHECK-NEXT: %[[#C]] = OpFDiv
; CHECK-NEXT: OpFSub

define float @g(float %a, float %b) {
  %x = fadd fast float %a, %b
  %y = fmul nnan ninf float %x, %b
  %z = fdiv arcp nsz float %y, %a
  %w = fsub float %z, %a
  ret float %w
}

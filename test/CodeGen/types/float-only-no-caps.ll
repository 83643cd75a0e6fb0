;; A module with only float declares neither Float16 nor Float64.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpCapability Float16
; CHECK-NOT: OpCapability Float64
; CHECK: %[[#F:]] = OpTypeFloat 32
; CHECK: OpFAdd %[[#F]]

define float @add(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}

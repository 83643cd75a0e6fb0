;; A one-element vector is its scalar in SPIR-V: no OpTypeVector ... 1, and
;; extractelement of it is the value itself.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpTypeVector %{{[0-9]+}} 1
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#FN:]] = OpTypeFunction %[[#F]] %[[#F]] %[[#F]]
; CHECK: OpFunction %[[#F]] None %[[#FN]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#S:]] = OpFAdd %[[#F]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpReturnValue %[[#S]]

define <1 x float> @f(<1 x float> %a, <1 x float> %b) {
  %s = fadd <1 x float> %a, %b
  ret <1 x float> %s
}

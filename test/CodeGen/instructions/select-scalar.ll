;; select with a scalar condition on scalars is one OpSelect.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#R:]] = OpSelect %[[#F]] %[[#C]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define float @f(i1 %c, float %a, float %b) {
  %r = select i1 %c, float %a, float %b
  ret float %r
}

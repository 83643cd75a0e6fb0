;; extractelement/insertelement with a run-time i1 lane index: the index of
;; OpVectorExtractDynamic/OpVectorInsertDynamic must be an integer, not the
;; bool that i1 becomes (the output was invalid).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#I32]] 7
; CHECK: %[[#V:]] = OpFunctionParameter %[[#V2]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#BOOL]]
; CHECK: %[[#I:]] = OpSelect %[[#I32]] %[[#B]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#W:]] = OpVectorInsertDynamic %[[#V2]] %[[#V]] %[[#SEVEN]] %[[#I]]
; CHECK: %[[#J:]] = OpSelect %[[#I32]] %[[#B]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpVectorExtractDynamic %[[#I32]] %[[#W]] %[[#J]]

define i32 @f(<2 x i32> %v, i1 %b) {
  %w = insertelement <2 x i32> %v, i32 7, i1 %b
  %e = extractelement <2 x i32> %w, i1 %b
  ret i32 %e
}

;; extractelement/insertelement: constant indices use OpCompositeExtract/Insert
;; with a literal, dynamic ones OpVectorExtractDynamic/InsertDynamic, and a
;; constant index out of range gives OpUndef.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#U:]] = OpUndef %[[#F]]
; CHECK: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter
; CHECK: %[[#A:]] = OpCompositeExtract %[[#F]] %[[#V]] 3
; CHECK-NEXT: %[[#B:]] = OpVectorExtractDynamic %[[#F]] %[[#V]] %[[#I]]
; CHECK-NEXT: %[[#C:]] = OpCompositeInsert %[[#V4]] %[[#A]] %[[#V]] 0
; CHECK-NEXT: %[[#D:]] = OpVectorInsertDynamic %[[#V4]] %[[#C]] %[[#B]] %[[#I]]
; CHECK-NEXT: %[[#E:]] = OpCompositeInsert %[[#V4]] %[[#U]] %[[#D]] 1

define <4 x float> @f(<4 x float> %v, i32 %i) {
  %a = extractelement <4 x float> %v, i32 3
  %b = extractelement <4 x float> %v, i32 %i
  %bad = extractelement <4 x float> %v, i64 9
  %c = insertelement <4 x float> %v, float %a, i32 0
  %d = insertelement <4 x float> %c, float %b, i32 %i
  %e = insertelement <4 x float> %d, float %bad, i32 1
  ret <4 x float> %e
}

;; extractvalue/insertvalue on nested aggregates are OpCompositeExtract/Insert
;; with the index path as literals.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#N2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#F]] %[[#N2]]
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I32]] %[[#ARR]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#S]]
; CHECK: %[[#X:]] = OpCompositeExtract %[[#F]] %[[#A]] 1 1
; CHECK-NEXT: %[[#Y:]] = OpCompositeInsert %[[#S]] %[[#X]] %[[#A]] 1 0
; CHECK-NEXT: %[[#Z:]] = OpCompositeExtract %[[#ARR]] %[[#Y]] 1
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#S]] %[[#Z]] %[[#Y]] 1

define { i32, [2 x float] } @f({ i32, [2 x float] } %a) {
  %x = extractvalue { i32, [2 x float] } %a, 1, 1
  %y = insertvalue { i32, [2 x float] } %a, float %x, 1, 0
  %z = extractvalue { i32, [2 x float] } %y, 1
  %w = insertvalue { i32, [2 x float] } %y, [2 x float] %z, 1
  ret { i32, [2 x float] } %w
}

;; A struct is OpTypeStruct with its members, named after the LLVM struct;
;; the same struct used twice is declared once.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpName %[[#S:]] "struct.pair"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#S]] = OpTypeStruct %[[#I32]] %[[#F]]
; CHECK-NOT: OpTypeStruct
; CHECK: OpCompositeExtract %[[#F]] %[[#]] 1

%struct.pair = type { i32, float }

define float @second(%struct.pair %p) {
  %f = extractvalue %struct.pair %p, 1
  ret float %f
}
define %struct.pair @id(%struct.pair %p) {
  ret %struct.pair %p
}

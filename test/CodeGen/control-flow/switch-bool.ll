;; switch on i1 switches on the condition widened to i32 (OpSelect 1/0).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK: %[[#C:]] = OpFunctionParameter
; CHECK: %[[#W:]] = OpSelect %[[#I32]] %[[#C]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: OpSwitch %[[#W]] %[[#]] 1 %[[#]]

define i32 @f(i1 %c) {
entry:
  switch i1 %c, label %no [ i1 true, label %yes ]
yes:
  ret i32 1
no:
  ret i32 0
}

;; void maps to OpTypeVoid and i1 to OpTypeBool (not an 8-bit integer); true/false
;; are OpConstantTrue/OpConstantFalse.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#T:]] = OpConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#FN:]] = OpTypeFunction %[[#BOOL]] %[[#BOOL]]
; CHECK-NOT: OpTypeInt 1
; CHECK: %[[#]] = OpFunction %[[#BOOL]] None %[[#FN]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#BOOL]]
; CHECK: %[[#]] = OpLogicalNotEqual %[[#BOOL]] %[[#A]] %[[#T]]

define i1 @not(i1 %a) {
  %r = xor i1 %a, true
  ret i1 %r
}

define void @nothing() {
  ret void
}

;; llvm.is.fpclass with mask 0x100 (+normal only): OpIsNormal and not
;; OpSignBitSet.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#N:]] = OpIsNormal %[[#BOOL]] %[[#A]]
; CHECK-NEXT: %[[#S:]] = OpSignBitSet %[[#BOOL]] %[[#A]]
; CHECK-NEXT: %[[#P:]] = OpLogicalNot %[[#BOOL]] %[[#S]]
; CHECK-NEXT: %[[#R:]] = OpLogicalAnd %[[#BOOL]] %[[#N]] %[[#P]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define spir_func i1 @f(float %a) {
  %c = call i1 @llvm.is.fpclass.f32(float %a, i32 256)
  ret i1 %c
}

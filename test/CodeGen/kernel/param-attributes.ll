;; Parameter attributes become FuncParamAttr decorations: zeroext Zext, signext
;; Sext, byval ByVal, sret Sret, noalias NoAlias, nocapture NoCapture, readonly
;; NoWrite; align N becomes Alignment N.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#P:]] FuncParamAttr NoAlias
; CHECK-DAG: OpDecorate %[[#P]] FuncParamAttr NoCapture
; CHECK-DAG: OpDecorate %[[#P]] FuncParamAttr NoWrite
; CHECK-DAG: OpDecorate %[[#P]] Alignment 16
; CHECK-DAG: OpDecorate %[[#Z:]] FuncParamAttr Zext
; CHECK-DAG: OpDecorate %[[#S:]] FuncParamAttr Sext
; CHECK-DAG: OpDecorate %[[#B:]] FuncParamAttr ByVal
; CHECK-DAG: OpDecorate %[[#R:]] FuncParamAttr Sret
; CHECK: OpFunction %
; CHECK-NEXT: %[[#P]] = OpFunctionParameter
; CHECK-NEXT: %[[#Z]] = OpFunctionParameter
; CHECK-NEXT: %[[#S]] = OpFunctionParameter
; CHECK: OpFunction %
; CHECK-NEXT: %[[#R]] = OpFunctionParameter
; CHECK-NEXT: %[[#B]] = OpFunctionParameter

%struct.S = type { i32, float }

define spir_func float @f(ptr addrspace(1) noalias nocapture readonly align 16 %p, i8 zeroext %z, i16 signext %s) {
  %v = load float, ptr addrspace(1) %p, align 4
  ret float %v
}
define spir_func void @g(ptr sret(%struct.S) %r, ptr byval(%struct.S) %b) {
  %v = load %struct.S, ptr %b, align 4
  store %struct.S %v, ptr %r, align 4
  ret void
}

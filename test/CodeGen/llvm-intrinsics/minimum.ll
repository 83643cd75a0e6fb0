;; llvm.minimum: OpenCL.std fmin, but NaN if either operand is NaN (Unordered ->
;; a+b) and -0 below +0 (equal operands: OR of the bits).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#M:]] = OpExtInst %[[#F32]] %[[#EXT]] fmin %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#IA:]] = OpBitcast %[[#I32]] %[[#A]]
; CHECK-NEXT: %[[#IB:]] = OpBitcast %[[#I32]] %[[#B]]
; CHECK-NEXT: %[[#Z:]] = OpBitwiseOr %[[#I32]] %[[#IA]] %[[#IB]]
; CHECK-NEXT: %[[#EQ:]] = OpFOrdEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#ZF:]] = OpBitcast %[[#F32]] %[[#Z]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#F32]] %[[#EQ]] %[[#ZF]] %[[#M]]
; CHECK-NEXT: %[[#UN:]] = OpUnordered %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NAN:]] = OpFAdd %[[#F32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#F32]] %[[#UN]] %[[#NAN]] %[[#R]]

define spir_func float @f(float %a, float %b) {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}

;; llvm.is.fpclass with mask 0x60 (-0 | +0) is one ordered compare with 0.0,
;; with no sign test.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#F32]] 0{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#Z:]] = OpFOrdEqual %[[#BOOL]] %[[#A]] %[[#ZERO]]
; CHECK-NEXT: OpReturnValue %[[#Z]]

define spir_func i1 @f(float %a) {
  %c = call i1 @llvm.is.fpclass.f32(float %a, i32 96)
  ret i1 %c
}

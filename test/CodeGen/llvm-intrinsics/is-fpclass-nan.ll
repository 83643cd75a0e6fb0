;; llvm.is.fpclass with mask 3 (either NaN) is a single OpIsNan.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#N:]] = OpIsNan %[[#BOOL]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#]] %[[#N]]
; CHECK-NOT: OpIsInf

define spir_func i32 @f(float %a) {
  %c = call i1 @llvm.is.fpclass.f32(float %a, i32 3)
  %z = zext i1 %c to i32
  ret i32 %z
}

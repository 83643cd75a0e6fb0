;; llvm.arithmetic.fence with SPV_EXT_arithmetic_fence: OpArithmeticFenceEXT
;; on the fenced value, scalar and vector. The instruction comes from
;; lib/grammar-facts.txt (SPIRV-Tools 2023.1 does not know it), so the newer
;; validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_arithmetic_fence %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; -filetype=asm prints it although the system's disassembler cannot.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_arithmetic_fence %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability ArithmeticFenceEXT
; CHECK-DAG: OpExtension "SPV_EXT_arithmetic_fence"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#M:]] = OpFMul %[[#F32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#F:]] = OpArithmeticFenceEXT %[[#F32]] %[[#M]]
; CHECK-NEXT: %[[#]] = OpFAdd %[[#F32]] %[[#F]] %[[#B]]
; CHECK: %[[#]] = OpArithmeticFenceEXT %[[#V4]] %[[#]]

define spir_func float @f(float %a, float %b) {
  %m = fmul fast float %a, %b
  %f = call float @llvm.arithmetic.fence.f32(float %m)
  %s = fadd fast float %f, %b
  ret float %s
}

define spir_func <4 x float> @g(<4 x float> %a) {
  %f = call <4 x float> @llvm.arithmetic.fence.v4f32(<4 x float> %a)
  ret <4 x float> %f
}

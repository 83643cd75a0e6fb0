;; Without SPV_INTEL_arithmetic_fence (and SPV_EXT_arithmetic_fence, its new
;; name), llvm.arithmetic.fence is its operand: llc-spirv does not reassociate,
;; so the fence holds anyway, and no extension is declared. Other Intel
;; extensions do not bring it.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | count 0
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_tensor_float32_rounding,+SPV_INTEL_optnone %s -o %t2.spv 2>&1 | count 0
; RUN: cmp %t.spv %t2.spv

; CHECK-NOT: OpExtension
; CHECK-NOT: OpCapability ArithmeticFence
; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK: %[[#M:]] = OpFMul %[[#]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpFAdd %[[#]] %[[#M]] %[[#B]]

define spir_func float @f(float %a, float %b) {
  %m = fmul fast float %a, %b
  %f = call float @llvm.arithmetic.fence.f32(float %m)
  %s = fadd fast float %f, %b
  ret float %s
}

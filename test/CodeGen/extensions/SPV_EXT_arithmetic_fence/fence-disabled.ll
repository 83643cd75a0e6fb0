;; Without SPV_EXT_arithmetic_fence, llvm.arithmetic.fence is its operand:
;; llc-spirv does not reassociate, so the fence holds anyway, and no
;; extension is declared (SPV_INTEL_arithmetic_fence, the older name, is
;; tested in its own directory).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | count 0
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

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

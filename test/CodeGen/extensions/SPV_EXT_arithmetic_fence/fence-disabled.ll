;; Without SPV_EXT_arithmetic_fence, llvm.arithmetic.fence is its operand:
;; llc-spirv does not reassociate, so the fence holds anyway, and no
;; extension is declared. SPV_INTEL_arithmetic_fence, the older name, gives the
;; same opcode and capability numbers, but validators accept them only under
;; the SPV_EXT_ name: alone it leaves the fence out with a warning naming it.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | count 0
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arithmetic_fence %s -o %t3.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: cmp %t.spv %t3.spv

; CHECK-NOT: OpExtension
; CHECK-NOT: OpCapability ArithmeticFence
; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK: %[[#M:]] = OpFMul %[[#]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpFAdd %[[#]] %[[#M]] %[[#B]]

; WARN: llc-spirv: warning: {{.*}}fence-disabled.ll:[[@LINE+4]]: in @f: {{.*}}: the arithmetic fence is left out: SPV_INTEL_arithmetic_fence's instruction is OpArithmeticFenceEXT now (enable it with --spirv-ext=+SPV_EXT_arithmetic_fence)

define spir_func float @f(float %a, float %b) {
  %m = fmul fast float %a, %b
  %f = call float @llvm.arithmetic.fence.f32(float %m)
  %s = fadd fast float %f, %b
  ret float %s
}

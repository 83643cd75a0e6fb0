;; llvm.arithmetic.fence is its operand: llc-spirv does not reassociate, and
;; OpArithmeticFenceEXT is not in the SPIR-V grammar it is built with. With
;; SPV_EXT_arithmetic_fence or SPV_INTEL_arithmetic_fence enabled, a warning
;; says that the fence is left out.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | count 0
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_arithmetic_fence %s -o %t2.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: cmp %t.spv %t2.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arithmetic_fence %s -o %t3.spv 2>&1 | FileCheck %s --check-prefix=WARN

; CHECK-NOT: OpExtension
; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK: %[[#M:]] = OpFMul %[[#]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpFAdd %[[#]] %[[#M]] %[[#B]]

; WARN: llc-spirv: warning: {{.*}}arithmetic-fence.ll:[[@LINE+4]]: in @f: {{.*}}: the arithmetic fence is left out: SPIR-V grammar {{[0-9.]+}} has no OpArithmeticFenceEXT

define spir_func float @f(float %a, float %b) {
  %m = fmul fast float %a, %b
  %f = call float @llvm.arithmetic.fence.f32(float %m)
  %s = fadd fast float %f, %b
  ret float %s
}

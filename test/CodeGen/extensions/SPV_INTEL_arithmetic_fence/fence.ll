;; llvm.arithmetic.fence with SPV_INTEL_arithmetic_fence, the name the
;; translator and DPC++ use: OpArithmeticFenceEXT, whose opcode (6145) and
;; capability (6144) were OpArithmeticFenceINTEL and FPArithmeticFenceINTEL
;; before the registry renamed the extension SPV_EXT_arithmetic_fence. The
;; module declares the name that is enabled; with both, the new one.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arithmetic_fence %s -o %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,INTEL
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arithmetic_fence %s -filetype=asm -o - | FileCheck %s --check-prefixes=CHECK,INTEL
;; No validator knows the old name any more: the registry's grammar lists only
;; SPV_EXT_arithmetic_fence for the capability, and that is the newer
;; validator's only complaint. The translator, the consumer that knows the old
;; name, reads the fence back.
; RUN: not %spirv-val-new %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
;; Both names enabled: the new one, which the newer validator accepts.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arithmetic_fence,+SPV_EXT_arithmetic_fence %s -o %t2.spv
; RUN: %spirv-val-new %t2.spv
; RUN: %spirv-dis-new --raw-id --no-header %t2.spv | FileCheck %s --check-prefixes=CHECK,EXT

; INTEL-NOT: OpExtension "SPV_EXT_arithmetic_fence"
; EXT-NOT: OpExtension "SPV_INTEL_arithmetic_fence"
; CHECK-DAG: OpCapability ArithmeticFenceEXT
; INTEL-DAG: OpExtension "SPV_INTEL_arithmetic_fence"
; EXT-DAG: OpExtension "SPV_EXT_arithmetic_fence"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#M:]] = OpFMul %[[#F32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#F:]] = OpArithmeticFenceEXT %[[#F32]] %[[#M]]
; CHECK-NEXT: %[[#]] = OpFAdd %[[#F32]] %[[#F]] %[[#B]]

; VAL: error: line {{[0-9]+}}: 1st operand of Capability: operand ArithmeticFenceEXT(6144) requires one of these extensions: SPV_EXT_arithmetic_fence
; VAL-NOT: error

; BACK: %m = fmul fast float %a, %b
; BACK-NEXT: call float @llvm.arithmetic.fence.f32(float %m)

define spir_func float @f(float %a, float %b) {
  %m = fmul fast float %a, %b
  %f = call float @llvm.arithmetic.fence.f32(float %m)
  %s = fadd fast float %f, %b
  ret float %s
}

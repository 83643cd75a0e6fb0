;; With SPV_INTEL_arbitrary_precision_integers enabled, odd widths are kept as
;; they are (no masking), with the ArbitraryPrecisionIntegersINTEL capability and
;; the extension. (SPIRV-Tools 2023.1 cannot validate OpTypeInt 24: llc-spirv
;; skips its built-in validation for such modules, and only the widened form is
;; checked by spirv-val here.)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv && spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=WIDE

; CHECK-DAG: OpCapability ArbitraryPrecisionIntegersINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_integers"
; CHECK-DAG: %[[#I24:]] = OpTypeInt 24 0
; CHECK-DAG: %[[#I3:]] = OpTypeInt 3 0
; CHECK: %[[#S:]] = OpIAdd %[[#I24]]
; CHECK-NOT: OpBitwiseAnd
; CHECK: OpReturnValue %[[#S]]
; CHECK: OpSConvert %[[#I24]]

; WIDE-NOT: ArbitraryPrecisionIntegersINTEL
; WIDE-NOT: OpTypeInt 24

define i24 @add(i24 %a, i24 %b) {
  %s = add i24 %a, %b
  ret i24 %s
}
define i24 @ext(i3 %a) {
  %s = sext i3 %a to i24
  ret i24 %s
}

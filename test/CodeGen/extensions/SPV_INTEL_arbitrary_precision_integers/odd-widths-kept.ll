;; With SPV_INTEL_arbitrary_precision_integers enabled, odd widths are kept as
;; they are (no masking, no sign-extension in the register), with the
;; ArbitraryPrecisionIntegersINTEL capability and the extension. Without it
;; they are widened to 8/16/32/64 with exact semantics (WIDE; types/odd-int-*
;; test those). Debian 12's spirv-val rejects OpTypeInt 24, so the newer
;; validator checks the kept form.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.wide.spv && spirv-val %t.wide.spv
; RUN: spirv-dis --raw-id --no-header %t.wide.spv | FileCheck %s --check-prefix=WIDE
;; a packed struct with such a member: its layout is LLVM's when the width is kept
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %S/../../errors/packed-odd-width.ll -o %t.packed.spv
; RUN: %spirv-val-new %t.packed.spv

; CHECK-DAG: OpCapability ArbitraryPrecisionIntegersINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_integers"
; CHECK-DAG: %[[#I24:]] = OpTypeInt 24 0
; CHECK-DAG: %[[#I3:]] = OpTypeInt 3 0
; CHECK: %[[#S:]] = OpIAdd %[[#I24]]
; CHECK-NOT: OpBitwiseAnd
; CHECK: OpReturnValue %[[#S]]
; CHECK: OpSConvert %[[#I24]]

; BACK: add i24 %a, %b
; BACK: sext i3 %a to i24

; WIDE-NOT: ArbitraryPrecisionIntegersINTEL
; WIDE-NOT: OpTypeInt 24
; WIDE: OpBitwiseAnd

define i24 @add(i24 %a, i24 %b) {
  %s = add i24 %a, %b
  ret i24 %s
}
define i24 @ext(i3 %a) {
  %s = sext i3 %a to i24
  ret i24 %s
}

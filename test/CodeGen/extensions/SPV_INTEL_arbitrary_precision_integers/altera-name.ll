;; SPV_ALTERA_arbitrary_precision_integers is the registry's newer name of the
;; extension: the grammar lists both for ArbitraryPrecisionIntegersINTEL, so
;; either enables wide integers, and the module declares the name that was
;; enabled. SPIRV-Tools 2023.1 knows only the Intel name: the newer validator
;; checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_arbitrary_precision_integers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
;; both enabled: one name is enough, the Intel one that older validators know
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_ALTERA_arbitrary_precision_integers %s -o %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=BOTH

; CHECK-DAG: OpCapability ArbitraryPrecisionIntegersINTEL
; CHECK-DAG: OpExtension "SPV_ALTERA_arbitrary_precision_integers"
; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#I96:]] = OpTypeInt 96 0
; CHECK: OpIAdd %[[#I96]]
; BOTH: OpExtension "SPV_INTEL_arbitrary_precision_integers"
; BOTH-NOT: OpExtension

define i96 @f(i96 %a) {
  %r = add i96 %a, 1
  ret i96 %r
}

;; Without SPV_INTEL_arbitrary_precision_floating_point, a
;; __spirv_ArbitraryFloat*INTEL call is a clear error naming the option; with
;; it but without SPV_INTEL_arbitrary_precision_integers, an odd width (i40)
;; cannot be widened: what the instruction computes depends on it. A PowN in
;; the form SPIRV-Headers 1.3.239 lists (no SignOfB) is a clear error too.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=WIDTH
; RUN: not test -e %t.spv
; RUN: sed 's/i1 zeroext true, //' %s > %t.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point,+SPV_INTEL_arbitrary_precision_integers %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=POWN

; CHECK: llc-spirv: error: {{.*}}floating-point-disabled.ll:[[@LINE+5]]: in @f: {{.*}}: OpArbitraryFloatPowNINTEL needs capability ArbitraryPrecisionFloatingPointINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point)
; WIDTH: llc-spirv: error: {{.*}}floating-point-disabled.ll:[[@LINE+4]]: in @f: {{.*}}: builtin __spirv_ArbitraryFloatPowNINTEL is not supported for spirv64 on i40, which would be widened (it needs --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)
; POWN: llc-spirv: error: {{.*}}.ll:[[@LINE+3]]: in @f: {{.*}}: builtin __spirv_ArbitraryFloatPowNINTEL is not supported for spirv64 with 7 arguments (OpArbitraryFloatPowNINTEL needs more)

define spir_func i40 @f(i40 %a, i32 %n) {
  %r = call spir_func i40 @_Z31__spirv_ArbitraryFloatPowNINTELILi40ELi32ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEibiiii(i40 %a, i32 28, i32 %n, i1 zeroext true, i32 28, i32 0, i32 2, i32 1)
  ret i40 %r
}

declare spir_func i40 @_Z31__spirv_ArbitraryFloatPowNINTELILi40ELi32ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEibiiii(i40, i32, i32, i1 zeroext, i32, i32, i32, i32)

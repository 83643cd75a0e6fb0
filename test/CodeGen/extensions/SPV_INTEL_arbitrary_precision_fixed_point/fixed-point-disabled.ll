;; Without SPV_INTEL_arbitrary_precision_fixed_point, a __spirv_Fixed*INTEL
;; call is a clear error naming the option. With it but without
;; SPV_INTEL_arbitrary_precision_integers, an odd width the instruction
;; computes at cannot be widened to a standard one: also an error, naming
;; that option.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_fixed_point %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=WIDTH
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}fixed-point-disabled.ll:[[@LINE+4]]: in @f: {{.*}}: OpFixedSqrtINTEL needs capability ArbitraryPrecisionFixedPointINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_arbitrary_precision_fixed_point)
; WIDTH: llc-spirv: error: {{.*}}fixed-point-disabled.ll:[[@LINE+3]]: in @f: {{.*}}: builtin __spirv_FixedSqrtINTEL is not supported for spirv64 on i13, which would be widened (it needs --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)

define spir_func i16 @f(i13 %a) {
  %s = call spir_func signext i16 @_Z22__spirv_FixedSqrtINTELILi13ELi16EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext %a, i1 zeroext false, i32 2, i32 2, i32 0, i32 0)
  ret i16 %s
}

declare spir_func signext i16 @_Z22__spirv_FixedSqrtINTELILi13ELi16EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext, i1 zeroext, i32, i32, i32, i32)

;; i128 without SPV_INTEL_arbitrary_precision_integers is a clear error naming the option.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}i128.ll: i128 is not supported for spirv64 (integers wider than 64 bits need --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)

define i128 @f(i128 %a) {
  %r = add i128 %a, 1
  ret i128 %r
}

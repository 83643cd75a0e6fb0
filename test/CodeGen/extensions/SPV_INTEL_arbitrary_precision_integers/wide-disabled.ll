;; Integers wider than 64 bits without SPV_INTEL_arbitrary_precision_integers
;; are a clear error naming the option (LLVM's SPIR-V backend reports the
;; same; llvm-spirv-15 stops with "InvalidBitWidth" for every odd width).
;; Odd widths up to 64 bits are widened instead (odd-widths-kept.ll).
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'
;; SPV_INTEL_int4 does not enable it: it is about i4 only (the SPV_ALTERA_
;; name does: altera-name.ll)
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %s -o %t.spv 2>&1 | FileCheck %s

; CHECK: llc-spirv: error: {{.*}}wide-disabled.ll:15: in @f: i128 is not supported for spirv64 (integers wider than 64 bits need --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)

define i128 @f(i128 %a) {
  %r = add i128 %a, 1
  ret i128 %r
}

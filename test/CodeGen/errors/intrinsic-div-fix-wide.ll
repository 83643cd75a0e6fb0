;; A 64-bit fixed-point division with a nonzero scale needs 128-bit integers:
;; a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}intrinsic-div-fix-wide.ll:[[@LINE+3]]: in @f: %q = call i64 @llvm.udiv.fix.i64(i64 %a, i64 %b, i32 8): a 64-bit fixed-point division with a nonzero scale (it needs 128-bit integers) is not supported for spirv64

define spir_func i64 @f(i64 %a, i64 %b) {
  %q = call i64 @llvm.udiv.fix.i64(i64 %a, i64 %b, i32 8)
  ret i64 %q
}

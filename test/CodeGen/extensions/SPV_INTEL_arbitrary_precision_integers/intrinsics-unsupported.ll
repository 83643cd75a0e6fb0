;; Intrinsics on kept widths that have no lowering are clear errors: the
;; multiplication overflow test (OpenCL.std's mul_hi has only the standard
;; widths), and above 64 bits the byte swap and the bit counts that go
;; through a standard width.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %t/mulo.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MULO
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %t/bswap.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BSWAP
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %t/ctlz.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CTLZ
; RUN: not test -e %t.spv

; MULO: llc-spirv: error: {{.*}}mulo.ll:2: in @f: %r = call { i13, i1 } @llvm.umul.with.overflow.i13(i13 %a, i13 %b): a multiplication overflow intrinsic on an integer type of a width other than 8, 16, 32 or 64 is not supported for spirv64
; BSWAP: llc-spirv: error: {{.*}}bswap.ll:2: in @f: %r = call i128 @llvm.bswap.i128(i128 %a): llvm.bswap on an integer type wider than 64 bits is not supported for spirv64
; CTLZ: llc-spirv: error: {{.*}}ctlz.ll:2: in @f: %r = call i96 @llvm.ctlz.i96(i96 %a, i1 false): this intrinsic on an integer type wider than 64 bits is not supported for spirv64

;--- mulo.ll
define { i13, i1 } @f(i13 %a, i13 %b) {
  %r = call { i13, i1 } @llvm.umul.with.overflow.i13(i13 %a, i13 %b)
  ret { i13, i1 } %r
}
declare { i13, i1 } @llvm.umul.with.overflow.i13(i13, i13)
;--- bswap.ll
define i128 @f(i128 %a) {
  %r = call i128 @llvm.bswap.i128(i128 %a)
  ret i128 %r
}
declare i128 @llvm.bswap.i128(i128)
;--- ctlz.ll
define i96 @f(i96 %a) {
  %r = call i96 @llvm.ctlz.i96(i96 %a, i1 false)
  ret i96 %r
}
declare i96 @llvm.ctlz.i96(i96, i1)

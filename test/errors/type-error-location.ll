;; A type that fails in a function's signature or a global's value type is
;; reported at that function or global (its line), not at the file alone.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/sig.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SIG
; RUN: not llc-spirv -mtriple=spirv64 %t/global.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=GLOBAL
; RUN: not test -e %t.spv

; SIG: llc-spirv: error: {{.*}}sig.ll:2: in @f: i128 is not supported for spirv64 (integers wider than 64 bits need --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)
; GLOBAL: llc-spirv: error: {{.*}}global.ll:1: @g = addrspace(1) global i128 5: i128 is not supported for spirv64

;--- sig.ll
declare i128 @llvm.fptosi.sat.i128.f64(double)
define spir_func i128 @f(double %x) {
  %a = call i128 @llvm.fptosi.sat.i128.f64(double %x)
  ret i128 %a
}
;--- global.ll
@g = addrspace(1) global i128 5
define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load i128, ptr addrspace(1) @g
  store i128 %v, ptr addrspace(1) %o
  ret void
}

;; An i8 or i16 atomic works on the 32-bit word that holds it (see
;; instructions/atomicrmw-narrow.ll); an i16 atomic aligned to less than its
;; size could straddle two words, so it is a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}atomic-narrow.ll:[[@LINE+2]]: in @f: %a = atomicrmw add ptr addrspace(1) %p, i16 3 seq_cst, align 1: an atomic operation aligned to less than its size is not supported for spirv64
define spir_func void @f(ptr addrspace(1) %p) {
  %a = atomicrmw add ptr addrspace(1) %p, i16 3 seq_cst, align 1
  ret void
}

;; SPIR-V's OpenCL atomics take 32- and 64-bit values: an i8 or i16 atomic is a
;; clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}atomic-narrow.ll:[[@LINE+2]]: in @f: %a = atomicrmw add ptr addrspace(1) %p, i8 3 seq_cst, align 1: an atomic operation on an integer that is not 32 or 64 bits wide is not supported for spirv64
define spir_func void @f(ptr addrspace(1) %p) {
  %a = atomicrmw add ptr addrspace(1) %p, i8 3 seq_cst
  ret void
}

;; OpPtrCastToGeneric takes only Function, Workgroup and CrossWorkgroup
;; pointers: a cast from address space 7 (Input) to generic is a clear error,
;; not an invalid module (found by libFuzzer).
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}addrspacecast-input.ll:[[@LINE+3]]: in @f: %g = addrspacecast ptr addrspace(7) %p to ptr addrspace(4): an address space cast from address space 7 is not supported for spirv64

define spir_func i32 @f(ptr addrspace(7) %p) {
  %g = addrspacecast ptr addrspace(7) %p to ptr addrspace(4)
  %v = load i32, ptr addrspace(4) %g
  ret i32 %v
}

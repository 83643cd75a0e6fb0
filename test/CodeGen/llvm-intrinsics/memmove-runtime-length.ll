;; llvm.memmove with a run-time length is a clear error (no loop is emitted for it).
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}llvm.memmove with a run-time length is not supported for spirv64

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i64 %n) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %q, ptr addrspace(1) %p, i64 %n, i1 false)
  ret void
}

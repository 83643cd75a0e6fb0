;; llvm.memset with a run-time byte or length is a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}llvm.memset with a run-time value or length is not supported for spirv64

define spir_kernel void @k(ptr addrspace(1) %p, i8 %b) {
  call void @llvm.memset.p1.i32(ptr addrspace(1) %p, i8 %b, i32 8, i1 false)
  ret void
}

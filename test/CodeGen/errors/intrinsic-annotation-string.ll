;; An annotation's text must be a constant string: anything else is a clear
;; error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}intrinsic-annotation-string.ll:[[@LINE+4]]: in @k: {{.*}}: an annotation whose text is not a constant string is not supported for spirv64

define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(2) %text) {
  %x = alloca i32, align 4
  call void @llvm.var.annotation.p0.p2(ptr %x, ptr addrspace(2) %text, ptr addrspace(2) null, i32 3, ptr addrspace(2) null)
  store i32 1, ptr %x, align 4
  ret void
}

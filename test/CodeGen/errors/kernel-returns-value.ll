;; A kernel entry point returns void in SPIR-V; one that returns a value is a
;; clear user error, and no output file is written.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}kernel-returns-value.ll: the input is not valid LLVM IR: Calling convention requires void return type;ptr @k

define spir_kernel i32 @k() {
  ret i32 0
}

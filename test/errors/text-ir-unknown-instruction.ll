;; An instruction name LLVM does not know is a parse error at its position.
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s
; RUN: sh %S/Inputs/bounded.sh 1 llc-spirv %s -o %t.spv
; CHECK: llc-spirv: error: {{.*}}text-ir-unknown-instruction.ll:[[@LINE+3]]:8: expected instruction opcode

define void @f() {
  %x = frobnicate i32 1, 2
  ret void
}

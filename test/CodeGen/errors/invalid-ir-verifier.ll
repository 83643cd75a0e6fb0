;; IR that parses but fails the LLVM verifier is rejected with the verifier message.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}invalid-ir-verifier.ll: the input is not valid LLVM IR: Instruction does not dominate all uses!

define i32 @f() {
  %x = add i32 %y, 1
  %y = add i32 1, 2
  ret i32 %x
}

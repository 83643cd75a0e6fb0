;; A syntax error in text IR gives the line and the column.
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s
; RUN: sh %S/Inputs/bounded.sh 1 llc-spirv %s -o %t.spv
; RUN: not test -e %t.spv
; CHECK: llc-spirv: error: {{.*}}text-ir-column.ll:[[@LINE+3]]:19: expected value token

define void @f() {
  %x = add i32 1, i32 2
  ret void
}

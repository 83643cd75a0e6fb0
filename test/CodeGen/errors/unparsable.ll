;; Unparsable .ll text is reported with its line and column.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}unparsable.ll:[[@LINE+4]]:3: expected ',' in arithmetic operation

define void @f() {
  %x = add i32 1
  ret void
}

;; indirectbr is a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}indirectbr.ll:[[@LINE+3]]: in @f: indirectbr ptr %a, [label %x]: indirectbr is not supported for spirv64

define void @f(ptr %a) {
  indirectbr ptr %a, [label %x]
x:
  ret void
}

;; va_arg is a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}va-arg.ll:[[@LINE+3]]: in @f: %v = va_arg ptr %ap, i32: va_arg is not supported for spirv64

define i32 @f(ptr %ap) {
  %v = va_arg ptr %ap, i32
  ret i32 %v
}

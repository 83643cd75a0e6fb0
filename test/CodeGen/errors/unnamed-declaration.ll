;; A call to an unnamed external function cannot be linked (Import linkage
;; needs a name): a clear error, not an invalid module (found by libFuzzer).
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}: an unnamed external function is not supported for spirv64 (it cannot be linked)

declare spir_func i32 @0(i32)

define spir_func i32 @f(i32 %a) {
  %r = call spir_func i32 @0(i32 %a)
  ret i32 %r
}

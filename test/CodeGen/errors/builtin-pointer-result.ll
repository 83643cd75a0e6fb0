;; A math builtin declared with a pointer result (rotate returning ptr) is a
;; clear error, not an invalid OpExtInst (found by libFuzzer).
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}builtin-pointer-result.ll:{{[0-9]+}}: in @f: {{.*}}: builtin rotate is not supported for spirv64 declared with a pointer or struct result

define spir_func ptr @f(i32 %a, i32 %b) {
  %r = call spir_func ptr @_Z6rotateii(i32 %a, i32 %b)
  ret ptr %r
}

declare spir_func ptr @_Z6rotateii(i32, i32)

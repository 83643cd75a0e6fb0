;; target("spirv.Image") integer parameters outside SPIR-V's enumerants and
;; ranges are refused by name (found by libFuzzer: access qualifier 17).
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed 's/void, 1, 0, 0, 0, 0, 0, 17/void, 1, 9, 0, 0, 0, 0, 0/' %s > %t.depth.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.depth.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=DEPTH

; CHECK: llc-spirv: error: {{.*}}: type target("spirv.Image"): integer parameter 6 is 17, which is not a valid enumerant
; DEPTH: llc-spirv: error: {{.*}}: type target("spirv.Image"): integer parameter 1 is 9, which is not a valid value

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 17) %img) {
  ret void
}

;; A vector of 5 elements has no SPIR-V type: a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}vector-odd-length.ll: vectors of 5 elements are not supported for spirv64 (SPIR-V vectors have 2, 3, 4, 8 or 16)

define <5 x float> @f(<5 x float> %a) {
  ret <5 x float> %a
}

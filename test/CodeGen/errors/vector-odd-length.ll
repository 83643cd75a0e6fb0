;; SPIR-V vectors have at most 16 lanes (lengths it lacks up to 16 are widened,
;; see types/vector-odd-length.ll): a vector of 17 elements is a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}vector-odd-length.ll: vectors of 17 elements are not supported for spirv64 (SPIR-V vectors have at most 16)

define <17 x float> @f(<17 x float> %a) {
  ret <17 x float> %a
}

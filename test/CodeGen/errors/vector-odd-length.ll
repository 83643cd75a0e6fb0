;; SPIR-V vectors have at most 16 lanes (lengths it lacks up to 16 are widened,
;; see types/vector-odd-length.ll; longer vectors are split, see
;; types/vector-long.ll): a function that nothing calls, so it cannot be
;; inlined, whose signature has a vector of 17 elements is a clear error.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}vector-odd-length.ll:{{[0-9]+}}: in @f: a function with a parameter or result of a vector of more than 16 elements is not supported for spirv64 (SPIR-V vectors have at most 16 without SPV_EXT_long_vector; helpers that the module calls are inlined, but this one is not called here, only exported){{$}}

define <17 x float> @f(<17 x float> %a) {
  ret <17 x float> %a
}

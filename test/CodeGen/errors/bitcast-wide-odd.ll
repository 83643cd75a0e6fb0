;; A bitcast involving widened integers is lowered through one integer of the
;; total width, so more than 64 bits is a clear error, never invalid SPIR-V.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}bitcast-wide-odd.ll:{{[0-9]+}}{{.*}}bitcast <4 x i24> %v to <3 x i32>{{.*}}: a bitcast wider than 64 bits involving i1 vectors or widened integer types is not supported for spirv64

define <3 x i32> @f(<4 x i24> %v) {
  %x = bitcast <4 x i24> %v to <3 x i32>
  ret <3 x i32> %x
}

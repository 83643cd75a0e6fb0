;; barrier() with run-time flags cannot become memory semantics (an id that
;; must be a constant): a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}a barrier or fence with run-time flags is not supported for spirv64

define spir_kernel void @k(i32 %f) {
  call spir_func void @_Z7barrierj(i32 %f)
  ret void
}

declare spir_func void @_Z7barrierj(i32)

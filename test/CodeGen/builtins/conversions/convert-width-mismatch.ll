;; A convert_* call whose source and result widths differ (not something
;; clang emits) is a clear error, not an invalid module.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}builtin convert_int4 is not supported for spirv64 with different source and result widths

define spir_kernel void @k(<2 x float> %x, ptr addrspace(1) %o) {
  %a = call spir_func <4 x i32> @_Z12convert_int4Dv2_f(<2 x float> %x)
  store <4 x i32> %a, ptr addrspace(1) %o
  ret void
}

declare spir_func <4 x i32> @_Z12convert_int4Dv2_f(<2 x float>)

;; Without SPV_KHR_bfloat16 (and without SPV_INTEL_bfloat16_conversion, see
;; intel-fallback.ll) a bfloat has no representation: a clear error naming the
;; option, and no output file.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
;; the other extensions leave the type unavailable
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_tensor_float32_conversion %s -o %t.spv 2>&1 | FileCheck %s

; CHECK: llc-spirv: error: {{.*}}disabled.ll:13: in @k: type bfloat is not supported for spirv64 (enable it with --spirv-ext=+SPV_KHR_bfloat16)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load bfloat, ptr addrspace(1) %p, align 2
  %f = fpext bfloat %v to float
  store float %f, ptr addrspace(1) %q, align 4
  ret void
}

;; Without SPV_INTEL_tensor_float32_rounding or its new name: a clear error,
;; which names the new name; another Intel extension does not bring it.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arithmetic_fence %s -o %t.spv 2>&1 | FileCheck %s

; CHECK: llc-spirv: error: {{.*}}round-disabled.ll:[[@LINE+3]]: in @k: {{.*}}: OpRoundFToTF32INTEL needs capability TensorFloat32RoundingINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_tensor_float32_conversion)

define spir_kernel void @k(float %x, ptr addrspace(1) %p) {
  %r = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float %x)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float)

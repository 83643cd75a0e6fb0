;; Without SPV_INTEL_bindless_images an image from a handle is an error naming
;; the option (no core instruction turns an integer into an image), and no
;; output file is left behind.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}bindless-images-disabled.ll:[[@LINE+3]]: in @k: {{.*}}: OpConvertHandleToSamplerINTEL needs capability BindlessImagesINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_bindless_images)

define spir_kernel void @k(i64 %h) {
  %smp = call spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64 %h)
  ret void
}
declare spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64)

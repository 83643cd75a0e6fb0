;; Without SPV_INTEL_media_block_io the media block functions are an error
;; naming the option (there is no core equivalent of a 2D block move);
;; SPV_INTEL_subgroups does not enable them.
;; OpenCL C (CL1.2):
;;   uint __attribute__((overloadable)) intel_sub_group_media_block_read_ui(int2, int, int, read_only image2d_t);
;;   kernel void k(read_only image2d_t src, global uint *o, int2 c) { o[0] = intel_sub_group_media_block_read_ui(c, 1, 16, src); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}media-block-io-disabled.ll:[[@LINE+5]]: in @k: {{.*}}: OpSubgroupImageMediaBlockReadINTEL needs capability SubgroupImageMediaBlockIOINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_media_block_io)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, ptr addrspace(1) align 4 %o, <2 x i32> %c) {
  %r = tail call spir_func i32 @_Z35intel_sub_group_media_block_read_uiDv2_iii14ocl_image2d_ro(<2 x i32> %c, i32 1, i32 16, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src)
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare spir_func i32 @_Z35intel_sub_group_media_block_read_uiDv2_iii14ocl_image2d_ro(<2 x i32>, i32, i32, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

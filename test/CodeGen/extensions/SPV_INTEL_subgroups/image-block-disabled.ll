;; Image block reads and writes have no core equivalent (they read image
;; memory unconverted, at byte coordinates): without SPV_INTEL_subgroups they
;; are an error naming the option, whatever the SPIR-V version.
;; OpenCL C (CL1.2):
;;   uint __attribute__((overloadable)) intel_sub_group_block_read(read_only image2d_t, int2);
;;   kernel void k(read_only image2d_t src, global uint *o, int2 c) { o[0] = intel_sub_group_block_read(src, c); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64v1.6 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}image-block-disabled.ll:[[@LINE+5]]: in @k: %r = tail call spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, <2 x i32> %c): OpSubgroupImageBlockReadINTEL needs capability SubgroupImageBlockIOINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_subgroups)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, ptr addrspace(1) align 4 %o, <2 x i32> %c) {
  %r = tail call spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %src, <2 x i32> %c)
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)

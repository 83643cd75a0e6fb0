;; cl_intel_subgroups block reads and writes on images: OpSubgroupImageBlockReadINTEL
;; and OpSubgroupImageBlockWriteINTEL with the image and an int2 coordinate.
;; OpenCL C (CL1.2):
;;   uint intel_sub_group_block_read(read_only image2d_t, int2);     (overloadable)
;;   void intel_sub_group_block_write(write_only image2d_t, int2, uint);
;;   kernel void k(read_only image2d_t src, write_only image2d_t dst, global uint *o) {
;;     int2 c = (int2)(get_global_id(0), 0); uint x = intel_sub_group_block_read(src, c);
;;     intel_sub_group_block_write(dst, c, x + 1); o[0] = x; }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability SubgroupImageBlockIOINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#WO:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown WriteOnly
; CHECK: %[[#SRC:]] = OpFunctionParameter %[[#RO]]
; CHECK: %[[#DST:]] = OpFunctionParameter %[[#WO]]
; CHECK: %[[#X:]] = OpSubgroupImageBlockReadINTEL %[[#I32]] %[[#SRC]] %[[#C:]]
; CHECK: OpSubgroupImageBlockWriteINTEL %[[#DST]] %[[#C]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr addrspace(1) align 4 %2) {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 0)
  %5 = trunc i64 %4 to i32
  %6 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %5, i64 0
  %7 = tail call spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, <2 x i32> %6)
  %8 = add i32 %7, 1
  tail call spir_func void @_Z27intel_sub_group_block_write14ocl_image2d_woDv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> %6, i32 %8)
  store i32 %7, ptr addrspace(1) %2, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)

declare spir_func i32 @_Z26intel_sub_group_block_read14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)

declare spir_func void @_Z27intel_sub_group_block_write14ocl_image2d_woDv2_ij(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, i32)

;; cl_intel_media_block_io: intel_sub_group_media_block_read_* and _write_*
;; are OpSubgroupImageMediaBlockReadINTEL / WriteINTEL. The OpenCL C image
;; argument comes last and becomes the first operand; the coordinate, width
;; and height follow in order (run-time width and height are allowed).
;; OpenCL C (CL1.2, -O2), with each builtin declared overloadable:
;;   kernel void k(read_only image2d_t src, write_only image2d_t dst, int2 c, int w) {
;;     uchar a = intel_sub_group_media_block_read_uc(c, 1, 16, src);
;;     ushort16 b = intel_sub_group_media_block_read_us16(c, w, 16, src);
;;     uint8 d = intel_sub_group_media_block_read_ui8(c, 8, w, src);
;;     intel_sub_group_media_block_write_uc(c, 1, 16, a, dst);
;;     intel_sub_group_media_block_write_us16(c, w, 16, b, dst);
;;     intel_sub_group_media_block_write_ui8(c, 8, w, d, dst); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_media_block_io %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability SubgroupImageMediaBlockIOINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_media_block_io"
; CHECK-NOT: SPV_INTEL_subgroups
; CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#WO:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#V16S:]] = OpTypeVector %[[#I16]] 16
; CHECK-DAG: %[[#V8I:]] = OpTypeVector %[[#I32]] 8
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#EIGHT:]] = OpConstant %[[#I32]] 8
; CHECK-DAG: %[[#SIXTEEN:]] = OpConstant %[[#I32]] 16
; CHECK: %[[#SRC:]] = OpFunctionParameter %[[#RO]]
; CHECK-NEXT: %[[#DST:]] = OpFunctionParameter %[[#WO]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#A:]] = OpSubgroupImageMediaBlockReadINTEL %[[#I8]] %[[#SRC]] %[[#C]] %[[#ONE]] %[[#SIXTEEN]]
; CHECK-NEXT: %[[#B:]] = OpSubgroupImageMediaBlockReadINTEL %[[#V16S]] %[[#SRC]] %[[#C]] %[[#W]] %[[#SIXTEEN]]
; CHECK-NEXT: %[[#D:]] = OpSubgroupImageMediaBlockReadINTEL %[[#V8I]] %[[#SRC]] %[[#C]] %[[#EIGHT]] %[[#W]]
; CHECK-NEXT: OpSubgroupImageMediaBlockWriteINTEL %[[#DST]] %[[#C]] %[[#ONE]] %[[#SIXTEEN]] %[[#A]]
; CHECK-NEXT: OpSubgroupImageMediaBlockWriteINTEL %[[#DST]] %[[#C]] %[[#W]] %[[#SIXTEEN]] %[[#B]]
; CHECK-NEXT: OpSubgroupImageMediaBlockWriteINTEL %[[#DST]] %[[#C]] %[[#EIGHT]] %[[#W]] %[[#D]]
; CHECK-NEXT: OpReturn

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> %2, i32 %3) {
  %5 = tail call spir_func zeroext i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32> %2, i32 1, i32 16, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0)
  %6 = tail call spir_func <16 x i16> @_Z37intel_sub_group_media_block_read_us16Dv2_iii14ocl_image2d_ro(<2 x i32> %2, i32 %3, i32 16, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0)
  %7 = tail call spir_func <8 x i32> @_Z36intel_sub_group_media_block_read_ui8Dv2_iii14ocl_image2d_ro(<2 x i32> %2, i32 8, i32 %3, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0)
  tail call spir_func void @_Z36intel_sub_group_media_block_write_ucDv2_iiih14ocl_image2d_wo(<2 x i32> %2, i32 1, i32 16, i8 zeroext %5, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1)
  tail call spir_func void @_Z38intel_sub_group_media_block_write_us16Dv2_iiiDv16_t14ocl_image2d_wo(<2 x i32> %2, i32 %3, i32 16, <16 x i16> %6, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1)
  tail call spir_func void @_Z37intel_sub_group_media_block_write_ui8Dv2_iiiDv8_j14ocl_image2d_wo(<2 x i32> %2, i32 8, i32 %3, <8 x i32> %7, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1)
  ret void
}

declare spir_func zeroext i8 @_Z35intel_sub_group_media_block_read_ucDv2_iii14ocl_image2d_ro(<2 x i32> noundef, i32 noundef, i32 noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

declare spir_func <16 x i16> @_Z37intel_sub_group_media_block_read_us16Dv2_iii14ocl_image2d_ro(<2 x i32> noundef, i32 noundef, i32 noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

declare spir_func <8 x i32> @_Z36intel_sub_group_media_block_read_ui8Dv2_iii14ocl_image2d_ro(<2 x i32> noundef, i32 noundef, i32 noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

declare spir_func void @_Z36intel_sub_group_media_block_write_ucDv2_iiih14ocl_image2d_wo(<2 x i32> noundef, i32 noundef, i32 noundef, i8 zeroext, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))

declare spir_func void @_Z38intel_sub_group_media_block_write_us16Dv2_iiiDv16_t14ocl_image2d_wo(<2 x i32> noundef, i32 noundef, i32 noundef, <16 x i16> noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))

declare spir_func void @_Z37intel_sub_group_media_block_write_ui8Dv2_iiiDv8_j14ocl_image2d_wo(<2 x i32> noundef, i32 noundef, i32 noundef, <8 x i32> noundef, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))


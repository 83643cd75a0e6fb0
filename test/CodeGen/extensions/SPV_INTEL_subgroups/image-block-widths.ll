;; Image block reads and writes of the char, short, long and half variants:
;; OpSubgroupImageBlockReadINTEL / OpSubgroupImageBlockWriteINTEL with the
;; data type the call declares (the image data is moved unconverted).
;; OpenCL C (CL1.2, -O2), with each builtin declared overloadable:
;;   kernel void k(read_only image2d_t src, write_only image2d_t dst, global ulong *o, int2 c) {
;;     ushort8 a = intel_sub_group_block_read_us8(src, c);
;;     intel_sub_group_block_write_uc16(dst, c, as_uchar16(a));
;;     o[0] = intel_sub_group_block_read_ul2(src, c).y;
;;     intel_sub_group_block_write4(dst, c + (int2)(0, 4), intel_sub_group_block_read4_half(src, c)); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability SubgroupImageBlockIOINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
; CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#WO:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V8S:]] = OpTypeVector %[[#I16]] 8
; CHECK-DAG: %[[#V4S:]] = OpTypeVector %[[#I16]] 4
; CHECK-DAG: %[[#V16C:]] = OpTypeVector %[[#I8]] 16
; CHECK-DAG: %[[#V2L:]] = OpTypeVector %[[#I64]] 2
; CHECK: %[[#SRC:]] = OpFunctionParameter %[[#RO]]
; CHECK-NEXT: %[[#DST:]] = OpFunctionParameter %[[#WO]]
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter
; CHECK: %[[#A:]] = OpSubgroupImageBlockReadINTEL %[[#V8S]] %[[#SRC]] %[[#C]]
; CHECK-NEXT: %[[#B:]] = OpBitcast %[[#V16C]] %[[#A]]
; CHECK-NEXT: OpSubgroupImageBlockWriteINTEL %[[#DST]] %[[#C]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSubgroupImageBlockReadINTEL %[[#V2L]] %[[#SRC]] %[[#C]]
; CHECK: %[[#C4:]] = OpIAdd %[[#]] %[[#C]] %[[#]]
; CHECK-NEXT: %[[#H:]] = OpSubgroupImageBlockReadINTEL %[[#V4S]] %[[#SRC]] %[[#C]]
; CHECK-NEXT: OpSubgroupImageBlockWriteINTEL %[[#DST]] %[[#C4]] %[[#H]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, ptr addrspace(1) nocapture writeonly align 8 %2, <2 x i32> %3) {
  %5 = tail call spir_func <8 x i16> @_Z30intel_sub_group_block_read_us814ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, <2 x i32> %3)
  %6 = bitcast <8 x i16> %5 to <16 x i8>
  tail call spir_func void @_Z32intel_sub_group_block_write_uc1614ocl_image2d_woDv2_iDv16_h(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> %3, <16 x i8> %6)
  %7 = tail call spir_func <2 x i64> @_Z30intel_sub_group_block_read_ul214ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, <2 x i32> %3)
  %8 = extractelement <2 x i64> %7, i64 1
  store i64 %8, ptr addrspace(1) %2, align 8
  %9 = add <2 x i32> %3, <i32 0, i32 4>
  %10 = tail call spir_func <4 x i16> @_Z32intel_sub_group_block_read4_half14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, <2 x i32> %3)
  tail call spir_func void @_Z28intel_sub_group_block_write414ocl_image2d_woDv2_iDv4_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> %9, <4 x i16> %10)
  ret void
}

declare spir_func <8 x i16> @_Z30intel_sub_group_block_read_us814ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32> noundef)

declare spir_func void @_Z32intel_sub_group_block_write_uc1614ocl_image2d_woDv2_iDv16_h(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <16 x i8> noundef)

declare spir_func <2 x i64> @_Z30intel_sub_group_block_read_ul214ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32> noundef)

declare spir_func void @_Z28intel_sub_group_block_write414ocl_image2d_woDv2_iDv4_t(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <4 x i16> noundef)

declare spir_func <4 x i16> @_Z32intel_sub_group_block_read4_half14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32> noundef)


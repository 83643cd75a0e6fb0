;; get_image_width/height/depth/dim/array_size: OpImageQuerySizeLod (Lod 0) or, for a 1D buffer image, OpImageQuerySize, then the component; get_image_channel_data_type/order: OpImageQueryFormat/Order plus the CLK_ offset (0x10D0, 0x10B0); 3D dim as int4 with a zero last lane.
;; OpenCL C (CL2.0):
;;   kernel void k(read_only image3d_t a, read_only image2d_array_t b, read_only image1d_buffer_t c, global int *o, global int4 *d, global long *n) {
;;     o[0] = get_image_width(a) + get_image_height(b) + get_image_depth(a) + get_image_width(c);
;;     o[1] = get_image_channel_data_type(a);
;;     o[2] = get_image_channel_order(b);
;;     d[0] = get_image_dim(a);
;;     n[0] = get_image_array_size(b);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability ImageBasic
; CHECK-DAG: OpCapability ImageBuffer
; CHECK-NOT: OpCapability ImageQuery
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3I:]] = OpTypeVector %[[#I32]] 3
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#IM3:]] = OpTypeImage %[[#]] 3D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#ARR:]] = OpTypeImage %[[#]] 2D 0 1 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#BUF:]] = OpTypeImage %[[#]] Buffer 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#L0:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#FMT:]] = OpConstant %[[#I32]] 4304
; CHECK-DAG: %[[#ORD:]] = OpConstant %[[#I32]] 4272
; CHECK-DAG: %[[#Z3:]] = OpConstantNull %[[#V3I]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#IM3]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#ARR]]
; CHECK: %[[#C:]] = OpFunctionParameter %[[#BUF]]
; CHECK: %[[#S1:]] = OpImageQuerySizeLod %[[#V3I]] %[[#A]] %[[#L0]]
; CHECK: %[[#]] = OpCompositeExtract %[[#I32]] %[[#S1]] 0
; CHECK: %[[#S2:]] = OpImageQuerySizeLod %[[#V3I]] %[[#B]] %[[#L0]]
; CHECK: %[[#]] = OpCompositeExtract %[[#I32]] %[[#S2]] 1
; CHECK: %[[#S3:]] = OpImageQuerySizeLod %[[#V3I]] %[[#A]] %[[#L0]]
; CHECK: %[[#]] = OpCompositeExtract %[[#I32]] %[[#S3]] 2
; CHECK: %[[#]] = OpImageQuerySize %[[#I32]] %[[#C]]
; CHECK: %[[#F:]] = OpImageQueryFormat %[[#I32]] %[[#A]]
; CHECK: %[[#]] = OpIAdd %[[#I32]] %[[#F]] %[[#FMT]]
; CHECK: %[[#O:]] = OpImageQueryOrder %[[#I32]] %[[#B]]
; CHECK: %[[#]] = OpIAdd %[[#I32]] %[[#O]] %[[#ORD]]
; CHECK: %[[#D:]] = OpImageQuerySizeLod %[[#V3I]] %[[#A]] %[[#L0]]
; CHECK: %[[#]] = OpVectorShuffle %[[#V4I]] %[[#D]] %[[#Z3]] 0 1 2 3
; CHECK: %[[#S4:]] = OpImageQuerySizeLod %[[#V3I]] %[[#B]] %[[#L0]]
; CHECK: %[[#N:]] = OpCompositeExtract %[[#I32]] %[[#S4]] 2
; CHECK: %[[#]] = OpUConvert %[[#I64]] %[[#N]]

target triple = "spirv64"

define spir_kernel void @k(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %1, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 16 %4, ptr addrspace(1) nocapture noundef writeonly align 8 %5) {
  %7 = tail call spir_func i32 @_Z15get_image_width14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %0)
  %8 = tail call spir_func i32 @_Z16get_image_height20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %1)
  %9 = add nsw i32 %8, %7
  %10 = tail call spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %0)
  %11 = add nsw i32 %9, %10
  %12 = tail call spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %2)
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr addrspace(1) %3, align 4
  %14 = tail call spir_func i32 @_Z27get_image_channel_data_type14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %0)
  %15 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 4
  store i32 %14, ptr addrspace(1) %15, align 4
  %16 = tail call spir_func i32 @_Z23get_image_channel_order20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %1)
  %17 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 8
  store i32 %16, ptr addrspace(1) %17, align 4
  %18 = tail call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %0)
  store <4 x i32> %18, ptr addrspace(1) %4, align 16
  %19 = tail call spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %1)
  store i64 %19, ptr addrspace(1) %5, align 8
  ret void
}

declare spir_func i32 @_Z15get_image_width14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0))

declare spir_func i32 @_Z16get_image_height20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))

declare spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0))

declare spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0))

declare spir_func i32 @_Z27get_image_channel_data_type14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0))

declare spir_func i32 @_Z23get_image_channel_order20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))

declare spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0))

declare spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))


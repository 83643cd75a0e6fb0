;; get_image_* queries on every image type clang and the translator produce:
;; 1D, 1D buffer, 1D array, 2D (write-only), 2D array, 3D (read-write), 2D
;; depth, 2D array depth, 2D multisample and 2D array multisample depth. Sizes
;; come from OpImageQuerySizeLod (level 0), or OpImageQuerySize for buffers
;; and multisample images, whose vector has the array size last; levels,
;; samples and channel order have their own queries.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I32]] 3
; CHECK-DAG: %[[#L0:]] = OpConstant %[[#I32]] 0
;; 1D: width, levels, order
; CHECK: %[[#A:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySizeLod %[[#I32]] %[[#A]] %[[#L0]]
; CHECK: %[[#]] = OpImageQueryLevels %[[#I32]] %[[#A]]
; CHECK: %[[#]] = OpImageQueryOrder %[[#I32]] %[[#A]]
;; 1D buffer: no level of detail
; CHECK: %[[#B:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySize %[[#I32]] %[[#B]]
;; 1D array: width and array size from one int2
; CHECK: %[[#C:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySizeLod %[[#V2]] %[[#C]] %[[#L0]]
; CHECK: %[[#Q:]] = OpImageQuerySizeLod %[[#V2]] %[[#C]] %[[#L0]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I32]] %[[#Q]] 1
;; 2D write-only
; CHECK: %[[#D:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySizeLod %[[#V2]] %[[#D]] %[[#L0]]
;; 2D array
; CHECK: %[[#E:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySizeLod %[[#V3]] %[[#E]] %[[#L0]]
;; 3D read-write
; CHECK: %[[#F:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySizeLod %[[#V3]] %[[#F]] %[[#L0]]
;; 2D depth, 2D array depth
; CHECK: %[[#G:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySizeLod %[[#V2]] %[[#G]] %[[#L0]]
; CHECK: %[[#H:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySizeLod %[[#V3]] %[[#H]] %[[#L0]]
;; multisample: OpImageQuerySize and the sample count
; CHECK: %[[#M:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySize %[[#V2]] %[[#M]]
; CHECK: %[[#]] = OpImageQuerySamples %[[#I32]] %[[#M]]
; CHECK: %[[#N:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#]] = OpImageQuerySize %[[#V3]] %[[#N]]
; CHECK: %[[#]] = OpImageQuerySamples %[[#I32]] %[[#N]]

define spir_kernel void @image1d_ro(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width14ocl_image1d_ro(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_num_mip_levels = call spir_func i32 @_Z24get_image_num_mip_levels14ocl_image1d_ro(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_num_mip_levels, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order14ocl_image1d_ro(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order21ocl_image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_array_size = call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %img)
  store i64 %get_image_array_size, ptr addrspace(1) %o
  %get_image_num_mip_levels = call spir_func i32 @_Z24get_image_num_mip_levels20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_num_mip_levels, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_height = call spir_func i32 @_Z16get_image_height14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %img)
  store i32 %get_image_height, ptr addrspace(1) %o
  %get_image_dim = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %img)
  store <2 x i32> %get_image_dim, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_height = call spir_func i32 @_Z16get_image_height20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_height, ptr addrspace(1) %o
  %get_image_array_size = call spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %img)
  store i64 %get_image_array_size, ptr addrspace(1) %o
  %get_image_dim = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %img)
  store <2 x i32> %get_image_dim, ptr addrspace(1) %o
  %get_image_num_mip_levels = call spir_func i32 @_Z24get_image_num_mip_levels20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_num_mip_levels, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_height = call spir_func i32 @_Z16get_image_height14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %img)
  store i32 %get_image_height, ptr addrspace(1) %o
  %get_image_depth = call spir_func i32 @_Z15get_image_depth14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %img)
  store i32 %get_image_depth, ptr addrspace(1) %o
  %get_image_dim = call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %img)
  store <4 x i32> %get_image_dim, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_height = call spir_func i32 @_Z16get_image_height20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_height, ptr addrspace(1) %o
  %get_image_dim = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img)
  store <2 x i32> %get_image_dim, ptr addrspace(1) %o
  %get_image_num_mip_levels = call spir_func i32 @_Z24get_image_num_mip_levels20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_num_mip_levels, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_height = call spir_func i32 @_Z16get_image_height26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_height, ptr addrspace(1) %o
  %get_image_array_size = call spir_func i64 @_Z20get_image_array_size26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %img)
  store i64 %get_image_array_size, ptr addrspace(1) %o
  %get_image_dim = call spir_func <2 x i32> @_Z13get_image_dim26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %img)
  store <2 x i32> %get_image_dim, ptr addrspace(1) %o
  %get_image_num_mip_levels = call spir_func i32 @_Z24get_image_num_mip_levels26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_num_mip_levels, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_height = call spir_func i32 @_Z16get_image_height19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %img)
  store i32 %get_image_height, ptr addrspace(1) %o
  %get_image_dim = call spir_func <2 x i32> @_Z13get_image_dim19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %img)
  store <2 x i32> %get_image_dim, ptr addrspace(1) %o
  %get_image_num_samples = call spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %img)
  store i32 %get_image_num_samples, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

define spir_kernel void @image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %img, ptr addrspace(1) %o) {
  %get_image_width = call spir_func i32 @_Z15get_image_width31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %img)
  store i32 %get_image_width, ptr addrspace(1) %o
  %get_image_height = call spir_func i32 @_Z16get_image_height31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %img)
  store i32 %get_image_height, ptr addrspace(1) %o
  %get_image_array_size = call spir_func i64 @_Z20get_image_array_size31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %img)
  store i64 %get_image_array_size, ptr addrspace(1) %o
  %get_image_dim = call spir_func <2 x i32> @_Z13get_image_dim31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %img)
  store <2 x i32> %get_image_dim, ptr addrspace(1) %o
  %get_image_num_samples = call spir_func i32 @_Z21get_image_num_samples31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %img)
  store i32 %get_image_num_samples, ptr addrspace(1) %o
  %get_image_channel_order = call spir_func i32 @_Z23get_image_channel_order31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0) %img)
  store i32 %get_image_channel_order, ptr addrspace(1) %o
  ret void
}

declare spir_func i32 @_Z15get_image_width14ocl_image1d_ro(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z24get_image_num_mip_levels14ocl_image1d_ro(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z23get_image_channel_order14ocl_image1d_ro(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z23get_image_channel_order21ocl_image1d_buffer_ro(target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0))
declare spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z24get_image_num_mip_levels20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z23get_image_channel_order20ocl_image1d_array_ro(target("spirv.Image", void, 0, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))
declare spir_func i32 @_Z16get_image_height14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))
declare spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))
declare spir_func i32 @_Z23get_image_channel_order14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1))
declare spir_func i32 @_Z15get_image_width20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z16get_image_height20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z24get_image_num_mip_levels20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z23get_image_channel_order20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2))
declare spir_func i32 @_Z16get_image_height14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2))
declare spir_func i32 @_Z15get_image_depth14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2))
declare spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2))
declare spir_func i32 @_Z23get_image_channel_order14ocl_image3d_rw(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2))
declare spir_func i32 @_Z15get_image_width20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z16get_image_height20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0))
declare spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z24get_image_num_mip_levels20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z23get_image_channel_order20ocl_image2d_depth_ro(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z16get_image_height26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0))
declare spir_func i64 @_Z20get_image_array_size26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0))
declare spir_func <2 x i32> @_Z13get_image_dim26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z24get_image_num_mip_levels26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z23get_image_channel_order26ocl_image2d_array_depth_ro(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0))
declare spir_func i32 @_Z16get_image_height19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0))
declare spir_func <2 x i32> @_Z13get_image_dim19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0))
declare spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0))
declare spir_func i32 @_Z23get_image_channel_order19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0))
declare spir_func i32 @_Z16get_image_height31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0))
declare spir_func i64 @_Z20get_image_array_size31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0))
declare spir_func <2 x i32> @_Z13get_image_dim31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0))
declare spir_func i32 @_Z21get_image_num_samples31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0))
declare spir_func i32 @_Z23get_image_channel_order31ocl_image2d_array_msaa_depth_ro(target("spirv.Image", void, 1, 1, 1, 1, 0, 0, 0))

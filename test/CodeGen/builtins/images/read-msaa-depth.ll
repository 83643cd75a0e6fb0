;; Reads of multisample images take the sample index as the Sample image
;; operand (it was emitted as Lod: an internal error), on colour, depth and
;; arrayed multisample images; depth-array reads with and without a sampler
;; give the scalar depth; get_image_num_samples is OpImageQuerySamples. -O2 from:
;;   #pragma OPENCL EXTENSION cl_khr_gl_msaa_sharing : enable
;;   #pragma OPENCL EXTENSION cl_khr_depth_images : enable
;;   kernel void k(read_only image2d_msaa_t m, read_only image2d_array_depth_t d,
;;                 read_only image2d_msaa_depth_t md, read_only image2d_array_msaa_t am,
;;                 sampler_t s, global float4 *o, global float *f) {
;;     o[0] = read_imagef(m, (int2)(1, 2), 3);
;;     f[0] = read_imagef(d, s, (float4)(0.5f, 0.5f, 1.0f, 0.0f));
;;     f[1] = read_imagef(d, (int4)(1, 1, 0, 0));
;;     f[2] = read_imagef(md, (int2)(1, 2), 1);
;;     o[1] = read_imagef(am, (int4)(1, 2, 0, 0), 2);
;;     f[3] = get_image_num_samples(m);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2{{$}}
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#MS:]] = OpTypeImage %[[#]] 2D 0 0 1 0 Unknown ReadOnly
; CHECK-DAG: %[[#DA:]] = OpTypeImage %[[#]] 2D 1 1 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#MSD:]] = OpTypeImage %[[#]] 2D 1 0 1 0 Unknown ReadOnly
; CHECK-DAG: %[[#MSA:]] = OpTypeImage %[[#]] 2D 0 1 1 0 Unknown ReadOnly
; CHECK: %[[#M:]] = OpFunctionParameter %[[#MS]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#DA]]
; CHECK-NEXT: %[[#MD:]] = OpFunctionParameter %[[#MSD]]
; CHECK-NEXT: %[[#AM:]] = OpFunctionParameter %[[#MSA]]
; CHECK: %[[#]] = OpImageRead %[[#V4F]] %[[#M]] %[[#]] Sample %[[#C3]]
; CHECK: %[[#S4:]] = OpImageSampleExplicitLod %[[#V4F]] %[[#]] %[[#]] Lod %[[#]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#F32]] %[[#S4]] 0
; CHECK: %[[#]] = OpImageRead %[[#F32]] %[[#D]] %[[#]]{{$}}
; CHECK: %[[#]] = OpImageRead %[[#F32]] %[[#MD]] %[[#]] Sample %[[#C1]]
; CHECK: %[[#]] = OpImageRead %[[#V4F]] %[[#AM]] %[[#]] Sample %[[#C2]]
; CHECK: %[[#]] = OpImageQuerySamples %[[#I32]] %[[#M]]

target triple = "spirv64"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %0, target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %1, target("spirv.Image", void, 1, 1, 0, 1, 0, 0, 0) %2, target("spirv.Image", void, 1, 0, 1, 1, 0, 0, 0) %3, target("spirv.Sampler") %4, ptr addrspace(1) align 16 %5, ptr addrspace(1) align 4 %6) {
  %8 = tail call spir_func <4 x float> @_Z11read_imagef19ocl_image2d_msaa_roDv2_ii(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %0, <2 x i32> <i32 1, i32 2>, i32 3)
  store <4 x float> %8, ptr addrspace(1) %5, align 16
  %9 = tail call spir_func float @_Z11read_imagef26ocl_image2d_array_depth_ro11ocl_samplerDv4_f(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %1, target("spirv.Sampler") %4, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 1.000000e+00, float 0.000000e+00>)
  store float %9, ptr addrspace(1) %6, align 4
  %10 = tail call spir_func float @_Z11read_imagef26ocl_image2d_array_depth_roDv4_i(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %1, <4 x i32> <i32 1, i32 1, i32 0, i32 0>)
  %11 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 4
  store float %10, ptr addrspace(1) %11, align 4
  %12 = tail call spir_func float @_Z11read_imagef25ocl_image2d_msaa_depth_roDv2_ii(target("spirv.Image", void, 1, 1, 0, 1, 0, 0, 0) %2, <2 x i32> <i32 1, i32 2>, i32 1)
  %13 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 8
  store float %12, ptr addrspace(1) %13, align 4
  %14 = tail call spir_func <4 x float> @_Z11read_imagef25ocl_image2d_array_msaa_roDv4_ii(target("spirv.Image", void, 1, 0, 1, 1, 0, 0, 0) %3, <4 x i32> <i32 1, i32 2, i32 0, i32 0>, i32 2)
  %15 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 16
  store <4 x float> %14, ptr addrspace(1) %15, align 16
  %16 = tail call spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %0)
  %17 = sitofp i32 %16 to float
  %18 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 12
  store float %17, ptr addrspace(1) %18, align 4
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef19ocl_image2d_msaa_roDv2_ii(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0), <2 x i32> noundef, i32 noundef)

declare spir_func float @_Z11read_imagef26ocl_image2d_array_depth_ro11ocl_samplerDv4_f(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0), target("spirv.Sampler"), <4 x float> noundef)

declare spir_func float @_Z11read_imagef26ocl_image2d_array_depth_roDv4_i(target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0), <4 x i32> noundef)

declare spir_func float @_Z11read_imagef25ocl_image2d_msaa_depth_roDv2_ii(target("spirv.Image", void, 1, 1, 0, 1, 0, 0, 0), <2 x i32> noundef, i32 noundef)

declare spir_func <4 x float> @_Z11read_imagef25ocl_image2d_array_msaa_roDv4_ii(target("spirv.Image", void, 1, 0, 1, 1, 0, 0, 0), <4 x i32> noundef, i32 noundef)

declare spir_func i32 @_Z21get_image_num_samples19ocl_image2d_msaa_ro(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0))


;; A depth image (Depth 1): read_imagef with a sampler samples four components and takes the first; without a sampler OpImageRead gives the scalar float directly.
;; OpenCL C (CL2.0):
;;   kernel void k(read_only image2d_depth_t a, sampler_t s, global float *o) {
;;     o[0] = read_imagef(a, s, (int2)(1, 2));
;;     o[1] = read_imagef(a, (int2)(3, 4));
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#IM:]] = OpTypeImage %[[#]] 2D 1 0 0 0 Unknown ReadOnly
; CHECK: %[[#A:]] = OpFunctionParameter %[[#IM]]
; CHECK: %[[#SI:]] = OpSampledImage %[[#]] %[[#A]] %[[#]]
; CHECK: %[[#V:]] = OpImageSampleExplicitLod %[[#V4F]] %[[#SI]] %[[#]] Lod %[[#]]
; CHECK: %[[#]] = OpCompositeExtract %[[#F32]] %[[#V]] 0
; CHECK: %[[#]] = OpImageRead %[[#F32]] %[[#A]] %[[#]]

target triple = "spirv64"

define spir_kernel void @k(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) {
  %4 = tail call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %1, <2 x i32> noundef <i32 1, i32 2>)
  store float %4, ptr addrspace(1) %2, align 4
  %5 = tail call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %0, <2 x i32> noundef <i32 3, i32 4>)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  store float %5, ptr addrspace(1) %6, align 4
  ret void
}

declare spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef)

declare spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), <2 x i32> noundef)


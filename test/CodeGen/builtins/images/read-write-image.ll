;; read_imagef with a sampler (OpSampledImage + OpImageSampleExplicitLod, Lod 0), read_imagei without one (OpImageRead), write_imagef (OpImageWrite), and a literal sampler (OpConstantSampler: ClampToEdge, unnormalized, Nearest).
;; OpenCL C (CL2.0):
;;   kernel void k(read_only image2d_t a, write_only image2d_t b, sampler_t s, global int4 *o) {
;;     const sampler_t ls = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
;;     float4 x = read_imagef(a, s, (float2)(0.5f, 0.25f));
;;     float4 y = read_imagef(a, ls, (int2)(1, 2));
;;     o[0] = read_imagei(a, (int2)(3, 4));
;;     write_imagef(b, (int2)(5, 6), x + y);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability ImageBasic
; CHECK-DAG: OpCapability LiteralSampler
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#WO:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: %[[#SMP:]] = OpTypeSampler
; CHECK-DAG: %[[#LIT:]] = OpConstantSampler %[[#SMP]] ClampToEdge 0 Nearest
; CHECK-DAG: %[[#SIT:]] = OpTypeSampledImage %[[#RO]]
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#F32]] 0{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#RO]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#WO]]
; CHECK: %[[#S:]] = OpFunctionParameter %[[#SMP]]
; CHECK: %[[#SI:]] = OpSampledImage %[[#SIT]] %[[#A]] %[[#S]]
; CHECK: %[[#]] = OpImageSampleExplicitLod %[[#V4F]] %[[#SI]] %[[#]] Lod %[[#ZERO]]
; CHECK: %[[#SI2:]] = OpSampledImage %[[#SIT]] %[[#A]] %[[#LIT]]
; CHECK: %[[#]] = OpImageSampleExplicitLod %[[#V4F]] %[[#SI2]] %[[#]] Lod %[[#ZERO]]
; CHECK: %[[#]] = OpImageRead %[[#V4I]] %[[#A]] %[[#]]
; CHECK: OpImageWrite %[[#B]] %[[#]] %[[#]]

target triple = "spirv64"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, target("spirv.Sampler") %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3) {
  %5 = tail call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18)
  %6 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %2, <2 x float> noundef <float 5.000000e-01, float 2.500000e-01>)
  %7 = tail call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %5, <2 x i32> noundef <i32 1, i32 2>)
  %8 = tail call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, <2 x i32> noundef <i32 3, i32 4>)
  store <4 x i32> %8, ptr addrspace(1) %3, align 16
  %9 = fadd <4 x float> %6, %7
  tail call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %1, <2 x i32> noundef <i32 5, i32 6>, <4 x float> noundef %9)
  ret void
}

declare spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32)

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float> noundef)

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32> noundef)

declare spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_roDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32> noundef)

declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32> noundef, <4 x float> noundef)


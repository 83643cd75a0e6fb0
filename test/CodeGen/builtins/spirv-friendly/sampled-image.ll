;; __spirv_SampledImage on an image and a sampler gives a
;; target("spirv.SampledImage", ...) value, which
;; __spirv_ImageSampleExplicitLod_R<type> samples with explicit image
;; operands (Lod = 2, then the level of detail).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#IMG:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#SIT:]] = OpTypeSampledImage %[[#IMG]]
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#LOD:]] = OpConstant %[[#F32]] 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#IMG]]
; CHECK: %[[#S:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#C:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#SI:]] = OpSampledImage %[[#SIT]] %[[#A]] %[[#S]]
; CHECK-NEXT: %[[#]] = OpImageSampleExplicitLod %[[#V4F]] %[[#SI]] %[[#C]] Lod %[[#LOD]]

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s, <2 x float> %c, ptr addrspace(1) %o) {
entry:
  %si = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s)
  %x = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS141__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si, <2 x float> %c, i32 2, float 0.0)
  store <4 x float> %x, ptr addrspace(1) %o
  ret void
}

declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS141__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float)

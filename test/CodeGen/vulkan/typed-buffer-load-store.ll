;; llvm.spv.resource.load.typedbuffer and store.typedbuffer (clang 22's
;; Buffer<float4>[i] and RWBuffer<float>[i] = x) on typed buffers, images with
;; Dim Buffer: a read-only one is read with OpImageFetch, a storage one with
;; OpImageRead, stores are OpImageWrite of the four-lane texel; a scalar load
;; is lane 0 of the texel. Both go through the same texel pointer as
;; llvm.spv.resource.getpointer.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability ImageBuffer
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#F32]] Buffer 2 0 0 1 Unknown
; CHECK-DAG: %[[#RW:]] = OpTypeImage %[[#F32]] Buffer 2 0 0 2 R32f
; CHECK: %[[#I:]] = OpCompositeExtract %[[#]] %[[#]] 0
; CHECK-NEXT: %[[#A:]] = OpLoad %[[#RO]] %[[#]]
; CHECK-NEXT: %[[#T:]] = OpImageFetch %[[#V4]] %[[#A]] %[[#I]]
; CHECK-NEXT: %[[#B:]] = OpLoad %[[#RW]] %[[#]]
; CHECK-NEXT: %[[#U:]] = OpImageRead %[[#V4]] %[[#B]] %[[#I]]
; CHECK-NEXT: %[[#X:]] = OpCompositeExtract %[[#F32]] %[[#U]] 0
; CHECK-NEXT: %[[#XV:]] = OpCompositeInsert %[[#V4]] %[[#X]] %[[#]] 0
; CHECK-NEXT: %[[#XS:]] = OpVectorShuffle %[[#V4]] %[[#XV]] %[[#]] 0 0 0 0
; CHECK-NEXT: %[[#Y:]] = OpFMul %[[#V4]] %[[#T]] %[[#XS]]
; CHECK-NEXT: %[[#C:]] = OpLoad %[[#RW]] %[[#]]
; CHECK-NEXT: OpImageWrite %[[#C]] %[[#I]] %[[#Y]]
; CHECK-NEXT: OpReturn

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

define void @main() #0 {
  %ro = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %rw = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %i = call i32 @llvm.spv.thread.id.i32(i32 0)
  %t = call <4 x float> @llvm.spv.resource.load.typedbuffer.v4f32.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %ro, i32 %i)
  %x = call float @llvm.spv.resource.load.typedbuffer.f32.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %rw, i32 %i)
  %xv = insertelement <4 x float> poison, float %x, i64 0
  %xs = shufflevector <4 x float> %xv, <4 x float> poison, <4 x i32> zeroinitializer
  %y = fmul <4 x float> %t, %xs
  call void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_3t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %rw, i32 %i, <4 x float> %y)
  ret void
}

declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr)
declare <4 x float> @llvm.spv.resource.load.typedbuffer.v4f32.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32)
declare float @llvm.spv.resource.load.typedbuffer.f32.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32)
declare void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_3t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32, <4 x float>)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; typed-buffer-intrinsics.hlsl (directives, reference), written by hand in
; the older typed-buffer shape: handlefrombinding with an i1 non-uniform
; operand, llvm.spv.resource.load.typedbuffer / store.typedbuffer.
source_filename = "typed-buffer-intrinsics.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Src\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Acc\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Dst\00", align 1

define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, i1 false, ptr nonnull @.str)
  %2 = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, i1 false, ptr nonnull @.str.1)
  %3 = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 0, i32 2, i32 1, i32 0, i1 false, ptr nonnull @.str.2)
  %4 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %5 = tail call <4 x float> @llvm.spv.resource.load.typedbuffer.v4f32.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %1, i32 %4)
  %6 = tail call float @llvm.spv.resource.load.typedbuffer.f32.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %2, i32 %4)
  %7 = extractelement <4 x float> %5, i64 3
  %8 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %6, float 2.000000e+00, float %7)
  %9 = insertelement <4 x float> poison, float %8, i64 0
  tail call void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_3t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %2, i32 %4, <4 x float> %9)
  %10 = shufflevector <4 x float> %5, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %11 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %10, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
  tail call void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_1t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %3, i32 %4, <4 x float> %11)
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32) #1
declare float @llvm.fmuladd.f32(float, float, float) #1
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, i1, ptr) #1
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, i1, ptr) #1
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, i1, ptr) #1
declare <4 x float> @llvm.spv.resource.load.typedbuffer.v4f32.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #2
declare float @llvm.spv.resource.load.typedbuffer.f32.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #2
declare void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_3t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32, <4 x float>) #3
declare void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_1t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32, <4 x float>) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(read) }
attributes #3 = { nounwind willreturn memory(write) }

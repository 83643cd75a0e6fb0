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

define void @main() #0 {
  %set = alloca i32, align 4
  %binding = alloca i32, align 4
  %src = alloca target("spirv.Image", float, 5, 2, 0, 0, 1, 0), align 8
  %acc = alloca target("spirv.Image", float, 5, 2, 0, 0, 2, 3), align 8
  %dst = alloca target("spirv.Image", float, 5, 2, 0, 0, 2, 1), align 8
  %s = alloca <4 x float>, align 16
  %tid = alloca i32, align 4
  %1 = call token @llvm.experimental.convergence.entry()
  store i32 0, ptr %set, align 4
  store i32 0, ptr %binding, align 4
  %2 = load i32, ptr %set, align 4
  %3 = load i32, ptr %binding, align 4
  %4 = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 %2, i32 %3, i32 1, i32 0, i1 false, ptr @.str)
  store target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %4, ptr %src, align 8
  store i32 1, ptr %binding, align 4
  %5 = load i32, ptr %set, align 4
  %6 = load i32, ptr %binding, align 4
  %7 = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 %5, i32 %6, i32 1, i32 0, i1 false, ptr @.str.1)
  store target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %7, ptr %acc, align 8
  store i32 2, ptr %binding, align 4
  %8 = load i32, ptr %set, align 4
  %9 = load i32, ptr %binding, align 4
  %10 = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32 %8, i32 %9, i32 1, i32 0, i1 false, ptr @.str.2)
  store target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %10, ptr %dst, align 8
  %11 = call i32 @llvm.spv.thread.id.i32(i32 0)
  store i32 %11, ptr %tid, align 4
  %12 = load target("spirv.Image", float, 5, 2, 0, 0, 1, 0), ptr %src, align 8
  %13 = load i32, ptr %tid, align 4
  %14 = call <4 x float> @llvm.spv.resource.load.typedbuffer.v4f32.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %12, i32 %13)
  store <4 x float> %14, ptr %s, align 16
  %15 = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3), ptr %acc, align 8
  %16 = load i32, ptr %tid, align 4
  %17 = call float @llvm.spv.resource.load.typedbuffer.f32.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %15, i32 %16)
  %18 = fmul reassoc nnan ninf nsz arcp afn float %17, 2.000000e+00
  %19 = load <4 x float>, ptr %s, align 16
  %20 = extractelement <4 x float> %19, i64 3
  %21 = fadd reassoc nnan ninf nsz arcp afn float %18, %20
  %22 = insertelement <4 x float> poison, float %21, i64 0
  call void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_3t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %15, i32 %16, <4 x float> %22)
  %23 = load <4 x float>, ptr %s, align 16
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %25 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %24, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
  %26 = load target("spirv.Image", float, 5, 2, 0, 0, 2, 1), ptr %dst, align 8
  %27 = load i32, ptr %tid, align 4
  call void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_1t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %26, i32 %27, <4 x float> %25)
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @llvm.spv.thread.id.i32(i32) #2
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, i1, ptr) #2
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, i1, ptr) #2
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_1t(i32, i32, i32, i32, i1, ptr) #2
declare <4 x float> @llvm.spv.resource.load.typedbuffer.v4f32.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #3
declare float @llvm.spv.resource.load.typedbuffer.f32.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3
declare void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_3t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32, <4 x float>) #4
declare void @llvm.spv.resource.store.typedbuffer.tspirv.Image_f32_5_2_0_0_2_1t.v4f32(target("spirv.Image", float, 5, 2, 0, 0, 2, 1), i32, <4 x float>) #4

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nounwind willreturn memory(read) }
attributes #4 = { nounwind willreturn memory(write) }

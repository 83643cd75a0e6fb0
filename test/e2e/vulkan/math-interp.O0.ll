; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; math-interp.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'math-interp.hlsl'
source_filename = "math-interp.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL4OutA = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"OutA\00", align 1
@_ZL4OutB = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"OutB\00", align 1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca %"class.hlsl::StructuredBuffer", align 8
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca float, align 4
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  %40 = alloca float, align 4
  %41 = alloca float, align 4
  %42 = alloca float, align 4
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca <3 x i32>, align 16
  %46 = alloca <4 x float>, align 16
  %47 = alloca float, align 4
  %48 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %26, align 8, !noalias !3
  store i32 0, ptr %27, align 4, !noalias !3
  store i32 0, ptr %28, align 4, !noalias !3
  store i32 1, ptr %29, align 4, !noalias !3
  store i32 0, ptr %30, align 4, !noalias !3
  store ptr @.str, ptr %31, align 8, !noalias !3
  store ptr %32, ptr %9, align 8
  %49 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) poison, ptr %49, align 8
  %50 = load i32, ptr %27, align 4, !noalias !3
  %51 = load i32, ptr %28, align 4, !noalias !3
  %52 = load i32, ptr %29, align 4, !noalias !3
  %53 = load i32, ptr %30, align 4, !noalias !3
  %54 = load ptr, ptr %31, align 8, !noalias !3
  %55 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 %51, i32 %50, i32 %52, i32 %53, ptr %54)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %55, ptr %32, align 8, !noalias !3
  store ptr @_ZL2In, ptr %7, align 8
  store ptr %32, ptr %8, align 8
  %56 = load ptr, ptr %7, align 8
  %57 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %58 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %57, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %58, ptr %56, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL4OutA, ptr %18, align 8, !noalias !8
  store i32 1, ptr %19, align 4, !noalias !8
  store i32 0, ptr %20, align 4, !noalias !8
  store i32 1, ptr %21, align 4, !noalias !8
  store i32 0, ptr %22, align 4, !noalias !8
  store ptr @.str.2, ptr %23, align 8, !noalias !8
  store i32 0, ptr %24, align 4, !noalias !8
  store ptr %25, ptr %5, align 8
  %59 = load ptr, ptr %5, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %59, align 8
  %60 = load i32, ptr %19, align 4, !noalias !8
  %61 = load i32, ptr %20, align 4, !noalias !8
  %62 = load i32, ptr %21, align 4, !noalias !8
  %63 = load i32, ptr %22, align 4, !noalias !8
  %64 = load ptr, ptr %23, align 8, !noalias !8
  %65 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %61, i32 %60, i32 %62, i32 %63, ptr %64)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %65, ptr %25, align 8, !noalias !8
  %66 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %25, align 8, !noalias !8
  %67 = load i32, ptr %24, align 4, !noalias !8
  %68 = load i32, ptr %20, align 4, !noalias !8
  %69 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %66, i32 %67, i32 %68)
  %70 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %25, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %69, ptr %70, align 8, !noalias !8
  store ptr @_ZL4OutA, ptr %1, align 8
  store ptr %25, ptr %2, align 8
  %71 = load ptr, ptr %1, align 8
  %72 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %73 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %72, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %73, ptr %71, align 8
  %74 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %75 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %74, i32 0, i32 1
  %76 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %75, align 8
  %77 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %71, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %76, ptr %77, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4OutB, ptr %10, align 8, !noalias !11
  store i32 2, ptr %11, align 4, !noalias !11
  store i32 0, ptr %12, align 4, !noalias !11
  store i32 1, ptr %13, align 4, !noalias !11
  store i32 0, ptr %14, align 4, !noalias !11
  store ptr @.str.4, ptr %15, align 8, !noalias !11
  store i32 1, ptr %16, align 4, !noalias !11
  store ptr %17, ptr %6, align 8
  %78 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %78, align 8
  %79 = load i32, ptr %11, align 4, !noalias !11
  %80 = load i32, ptr %12, align 4, !noalias !11
  %81 = load i32, ptr %13, align 4, !noalias !11
  %82 = load i32, ptr %14, align 4, !noalias !11
  %83 = load ptr, ptr %15, align 8, !noalias !11
  %84 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %80, i32 %79, i32 %81, i32 %82, ptr %83)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %84, ptr %17, align 8, !noalias !11
  %85 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %17, align 8, !noalias !11
  %86 = load i32, ptr %16, align 4, !noalias !11
  %87 = load i32, ptr %12, align 4, !noalias !11
  %88 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %85, i32 %86, i32 %87)
  %89 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %88, ptr %89, align 8, !noalias !11
  store ptr @_ZL4OutB, ptr %3, align 8
  store ptr %17, ptr %4, align 8
  %90 = load ptr, ptr %3, align 8
  %91 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %92 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %91, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %92, ptr %90, align 8
  %93 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %94 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %93, i32 0, i32 1
  %95 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %94, align 8
  %96 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %90, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %95, ptr %96, align 8
  %97 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %98 = insertelement <3 x i32> poison, i32 %97, i64 0
  %99 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %100 = insertelement <3 x i32> %98, i32 %99, i64 1
  %101 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %102 = insertelement <3 x i32> %100, i32 %101, i64 2
  store <3 x i32> %102, ptr %45, align 16
  %103 = load <3 x i32>, ptr %45, align 16
  %104 = extractelement <3 x i32> %103, i64 0
  store ptr @_ZL2In, ptr %43, align 8
  store i32 %104, ptr %44, align 4
  %105 = load ptr, ptr %43, align 8
  %106 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %105, align 8
  %107 = load i32, ptr %44, align 4
  %108 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %106, i32 %107)
  %109 = load <4 x float>, ptr addrspace(11) %108, align 16
  store <4 x float> %109, ptr %46, align 16
  %110 = load <4 x float>, ptr %46, align 16
  %111 = extractelement <4 x float> %110, i64 0
  store float %111, ptr %47, align 4
  %112 = load float, ptr %47, align 4
  store float -1.000000e+00, ptr %40, align 4
  store float 1.500000e+00, ptr %41, align 4
  store float %112, ptr %42, align 4
  %113 = load float, ptr %40, align 4
  %114 = load float, ptr %41, align 4
  %115 = load float, ptr %42, align 4
  store float %113, ptr %33, align 4
  store float %114, ptr %34, align 4
  store float %115, ptr %35, align 4
  %116 = load float, ptr %33, align 4
  %117 = load float, ptr %34, align 4
  %118 = load float, ptr %35, align 4
  %119 = call reassoc nnan ninf nsz arcp afn noundef float @llvm.spv.smoothstep.f32(float %116, float %117, float %118)
  %120 = load <4 x float>, ptr %46, align 16
  %121 = extractelement <4 x float> %120, i64 1
  %122 = load <4 x float>, ptr %46, align 16
  %123 = extractelement <4 x float> %122, i64 2
  %124 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.lerp.f32(float %121, float %123, float 2.500000e-01)
  %125 = insertelement <4 x float> poison, float %124, i32 0
  %126 = load float, ptr %47, align 4
  %127 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.step.f32(float 5.000000e-01, float %126)
  %128 = insertelement <4 x float> %125, float %127, i32 1
  %129 = insertelement <4 x float> %128, float %119, i32 2
  %130 = load <4 x float>, ptr %46, align 16
  %131 = extractelement <4 x float> %130, i64 3
  %132 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.saturate.f32(float %131)
  %133 = insertelement <4 x float> %129, float %132, i32 3
  %134 = load <3 x i32>, ptr %45, align 16
  %135 = extractelement <3 x i32> %134, i64 0
  store ptr @_ZL4OutA, ptr %36, align 8
  store i32 %135, ptr %37, align 4
  %136 = load ptr, ptr %36, align 8
  %137 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %136, align 8
  %138 = load i32, ptr %37, align 4
  %139 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %137, i32 %138)
  store <4 x float> %133, ptr addrspace(11) %139, align 16
  %140 = load <4 x float>, ptr %46, align 16
  %141 = load <4 x float>, ptr %46, align 16
  %142 = shufflevector <4 x float> %141, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %143 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.spv.lerp.v4f32(<4 x float> %140, <4 x float> %142, <4 x float> <float 0.000000e+00, float 5.000000e-01, float 1.000000e+00, float 2.000000e+00>)
  %144 = load <4 x float>, ptr %46, align 16
  %145 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.spv.nclamp.v4f32(<4 x float> %144, <4 x float> splat (float -5.000000e-01), <4 x float> splat (float 7.500000e-01))
  %146 = load <4 x float>, ptr %46, align 16
  %147 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.spv.frac.v4f32(<4 x float> %146)
  %148 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %145, <4 x float> %147, <4 x float> %143)
  %149 = load <4 x float>, ptr %46, align 16
  %150 = call <4 x i32> @llvm.spv.sign.v4f32(<4 x float> %149)
  %151 = sitofp <4 x i32> %150 to <4 x float>
  %152 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %151, <4 x float> splat (float 1.250000e-01), <4 x float> %148)
  %153 = load <4 x float>, ptr %46, align 16
  %154 = load <4 x float>, ptr %46, align 16
  %155 = shufflevector <4 x float> %154, <4 x float> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 0>
  %156 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.minnum.v4f32(<4 x float> %153, <4 x float> %155)
  %157 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %152, %156
  %158 = load <4 x float>, ptr %46, align 16
  %159 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fabs.v4f32(<4 x float> %158)
  %160 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.maxnum.v4f32(<4 x float> %159, <4 x float> splat (float 0x3FD3333340000000))
  %161 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %157, %160
  %162 = load <4 x float>, ptr %46, align 16
  %163 = load <4 x float>, ptr %46, align 16
  %164 = shufflevector <4 x float> %163, <4 x float> poison, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  %165 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %162, <4 x float> %164, <4 x float> splat (float 1.000000e+00))
  %166 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %161, %165
  %167 = load <3 x i32>, ptr %45, align 16
  %168 = extractelement <3 x i32> %167, i64 0
  store ptr @_ZL4OutB, ptr %38, align 8
  store i32 %168, ptr %39, align 4
  %169 = load ptr, ptr %38, align 8
  %170 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %169, align 8
  %171 = load i32, ptr %39, align 4
  %172 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %170, i32 %171)
  store <4 x float> %166, ptr addrspace(11) %172, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.lerp.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.step.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.saturate.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.spv.lerp.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.spv.nclamp.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.spv.frac.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.spv.sign.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.smoothstep.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

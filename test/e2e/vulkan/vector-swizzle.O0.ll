; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; vector-swizzle.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'vector-swizzle.hlsl'
source_filename = "vector-swizzle.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) }
%"class.hlsl::StructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.1" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.2" = type { target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1F = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"F\00", align 1
@_ZL1I = internal global %"class.hlsl::StructuredBuffer.0" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@_ZL4OutF = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1
@_ZL4OutI = internal global %"class.hlsl::RWStructuredBuffer.1" poison, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@_ZL4Out3 = internal global %"class.hlsl::RWStructuredBuffer.2" poison, align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"Out3\00", align 1

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
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca %"class.hlsl::RWStructuredBuffer.2", align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca %"class.hlsl::RWStructuredBuffer.1", align 8
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %40 = alloca ptr, align 8
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca %"class.hlsl::StructuredBuffer.0", align 8
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca ptr, align 8
  %53 = alloca %"class.hlsl::StructuredBuffer", align 8
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca ptr, align 8
  %61 = alloca i32, align 4
  %62 = alloca ptr, align 8
  %63 = alloca i32, align 4
  %64 = alloca <3 x i32>, align 16
  %65 = alloca <4 x float>, align 16
  %66 = alloca <2 x i32>, align 8
  %67 = alloca <4 x float>, align 16
  %68 = alloca <4 x i32>, align 16
  %69 = alloca <2 x i32>, align 8
  %70 = alloca <2 x i32>, align 8
  %71 = alloca <3 x float>, align 16
  %72 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1F, ptr %47, align 8, !noalias !3
  store i32 0, ptr %48, align 4, !noalias !3
  store i32 0, ptr %49, align 4, !noalias !3
  store i32 1, ptr %50, align 4, !noalias !3
  store i32 0, ptr %51, align 4, !noalias !3
  store ptr @.str, ptr %52, align 8, !noalias !3
  store ptr %53, ptr %15, align 8
  %73 = load ptr, ptr %15, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) poison, ptr %73, align 8
  %74 = load i32, ptr %48, align 4, !noalias !3
  %75 = load i32, ptr %49, align 4, !noalias !3
  %76 = load i32, ptr %50, align 4, !noalias !3
  %77 = load i32, ptr %51, align 4, !noalias !3
  %78 = load ptr, ptr %52, align 8, !noalias !3
  %79 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 %75, i32 %74, i32 %76, i32 %77, ptr %78)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %79, ptr %53, align 8, !noalias !3
  store ptr @_ZL1F, ptr %13, align 8
  store ptr %53, ptr %14, align 8
  %80 = load ptr, ptr %13, align 8
  %81 = load ptr, ptr %14, align 8, !nonnull !6, !align !7
  %82 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %81, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %82, ptr %80, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1I, ptr %40, align 8, !noalias !8
  store i32 1, ptr %41, align 4, !noalias !8
  store i32 0, ptr %42, align 4, !noalias !8
  store i32 1, ptr %43, align 4, !noalias !8
  store i32 0, ptr %44, align 4, !noalias !8
  store ptr @.str.2, ptr %45, align 8, !noalias !8
  store ptr %46, ptr %12, align 8
  %83 = load ptr, ptr %12, align 8
  store target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0) poison, ptr %83, align 8
  %84 = load i32, ptr %41, align 4, !noalias !8
  %85 = load i32, ptr %42, align 4, !noalias !8
  %86 = load i32, ptr %43, align 4, !noalias !8
  %87 = load i32, ptr %44, align 4, !noalias !8
  %88 = load ptr, ptr %45, align 8, !noalias !8
  %89 = call target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2i32_12_0t(i32 %85, i32 %84, i32 %86, i32 %87, ptr %88)
  store target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0) %89, ptr %46, align 8, !noalias !8
  store ptr @_ZL1I, ptr %10, align 8
  store ptr %46, ptr %11, align 8
  %90 = load ptr, ptr %10, align 8
  %91 = load ptr, ptr %11, align 8, !nonnull !6, !align !7
  %92 = load target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0), ptr %91, align 8
  store target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0) %92, ptr %90, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4OutF, ptr %32, align 8, !noalias !11
  store i32 2, ptr %33, align 4, !noalias !11
  store i32 0, ptr %34, align 4, !noalias !11
  store i32 1, ptr %35, align 4, !noalias !11
  store i32 0, ptr %36, align 4, !noalias !11
  store ptr @.str.4, ptr %37, align 8, !noalias !11
  store i32 0, ptr %38, align 4, !noalias !11
  store ptr %39, ptr %9, align 8
  %93 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %93, align 8
  %94 = load i32, ptr %33, align 4, !noalias !11
  %95 = load i32, ptr %34, align 4, !noalias !11
  %96 = load i32, ptr %35, align 4, !noalias !11
  %97 = load i32, ptr %36, align 4, !noalias !11
  %98 = load ptr, ptr %37, align 8, !noalias !11
  %99 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %95, i32 %94, i32 %96, i32 %97, ptr %98)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %99, ptr %39, align 8, !noalias !11
  %100 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %39, align 8, !noalias !11
  %101 = load i32, ptr %38, align 4, !noalias !11
  %102 = load i32, ptr %34, align 4, !noalias !11
  %103 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %100, i32 %101, i32 %102)
  %104 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %39, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %103, ptr %104, align 8, !noalias !11
  store ptr @_ZL4OutF, ptr %7, align 8
  store ptr %39, ptr %8, align 8
  %105 = load ptr, ptr %7, align 8
  %106 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %107 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %106, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %107, ptr %105, align 8
  %108 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %109 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %108, i32 0, i32 1
  %110 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %109, align 8
  %111 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %105, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %110, ptr %111, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL4OutI, ptr %24, align 8, !noalias !14
  store i32 3, ptr %25, align 4, !noalias !14
  store i32 0, ptr %26, align 4, !noalias !14
  store i32 1, ptr %27, align 4, !noalias !14
  store i32 0, ptr %28, align 4, !noalias !14
  store ptr @.str.6, ptr %29, align 8, !noalias !14
  store i32 1, ptr %30, align 4, !noalias !14
  store ptr %31, ptr %6, align 8
  %112 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) poison, ptr %112, align 8
  %113 = load i32, ptr %25, align 4, !noalias !14
  %114 = load i32, ptr %26, align 4, !noalias !14
  %115 = load i32, ptr %27, align 4, !noalias !14
  %116 = load i32, ptr %28, align 4, !noalias !14
  %117 = load ptr, ptr %29, align 8, !noalias !14
  %118 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 %114, i32 %113, i32 %115, i32 %116, ptr %117)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %118, ptr %31, align 8, !noalias !14
  %119 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %31, align 8, !noalias !14
  %120 = load i32, ptr %30, align 4, !noalias !14
  %121 = load i32, ptr %26, align 4, !noalias !14
  %122 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %119, i32 %120, i32 %121)
  %123 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %31, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %122, ptr %123, align 8, !noalias !14
  store ptr @_ZL4OutI, ptr %4, align 8
  store ptr %31, ptr %5, align 8
  %124 = load ptr, ptr %4, align 8
  %125 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %126 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %125, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %126, ptr %124, align 8
  %127 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %128 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %127, i32 0, i32 1
  %129 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %128, align 8
  %130 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %124, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %129, ptr %130, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  store ptr @_ZL4Out3, ptr %16, align 8, !noalias !17
  store i32 4, ptr %17, align 4, !noalias !17
  store i32 0, ptr %18, align 4, !noalias !17
  store i32 1, ptr %19, align 4, !noalias !17
  store i32 0, ptr %20, align 4, !noalias !17
  store ptr @.str.8, ptr %21, align 8, !noalias !17
  store i32 2, ptr %22, align 4, !noalias !17
  store ptr %23, ptr %3, align 8
  %131 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1) poison, ptr %131, align 8
  %132 = load i32, ptr %17, align 4, !noalias !17
  %133 = load i32, ptr %18, align 4, !noalias !17
  %134 = load i32, ptr %19, align 4, !noalias !17
  %135 = load i32, ptr %20, align 4, !noalias !17
  %136 = load ptr, ptr %21, align 8, !noalias !17
  %137 = call target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v3f32_12_1t(i32 %133, i32 %132, i32 %134, i32 %135, ptr %136)
  store target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1) %137, ptr %23, align 8, !noalias !17
  %138 = load target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1), ptr %23, align 8, !noalias !17
  %139 = load i32, ptr %22, align 4, !noalias !17
  %140 = load i32, ptr %18, align 4, !noalias !17
  %141 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v3f32_12_1t(target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1) %138, i32 %139, i32 %140)
  %142 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %23, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %141, ptr %142, align 8, !noalias !17
  store ptr @_ZL4Out3, ptr %1, align 8
  store ptr %23, ptr %2, align 8
  %143 = load ptr, ptr %1, align 8
  %144 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %145 = load target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1), ptr %144, align 8
  store target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1) %145, ptr %143, align 8
  %146 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %147 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %146, i32 0, i32 1
  %148 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %147, align 8
  %149 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %143, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %148, ptr %149, align 8
  %150 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %151 = insertelement <3 x i32> poison, i32 %150, i64 0
  %152 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %153 = insertelement <3 x i32> %151, i32 %152, i64 1
  %154 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %155 = insertelement <3 x i32> %153, i32 %154, i64 2
  store <3 x i32> %155, ptr %64, align 16
  %156 = load <3 x i32>, ptr %64, align 16
  %157 = extractelement <3 x i32> %156, i64 0
  store ptr @_ZL1F, ptr %62, align 8
  store i32 %157, ptr %63, align 4
  %158 = load ptr, ptr %62, align 8
  %159 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %158, align 8
  %160 = load i32, ptr %63, align 4
  %161 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %159, i32 %160)
  %162 = load <4 x float>, ptr addrspace(11) %161, align 16
  store <4 x float> %162, ptr %65, align 16
  %163 = load <3 x i32>, ptr %64, align 16
  %164 = extractelement <3 x i32> %163, i64 0
  store ptr @_ZL1I, ptr %60, align 8
  store i32 %164, ptr %61, align 4
  %165 = load ptr, ptr %60, align 8
  %166 = load target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0), ptr %165, align 8
  %167 = load i32, ptr %61, align 4
  %168 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2i32_12_0t(target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0) %166, i32 %167)
  %169 = load <2 x i32>, ptr addrspace(11) %168, align 8
  store <2 x i32> %169, ptr %66, align 8
  %170 = load <4 x float>, ptr %65, align 16
  %171 = shufflevector <4 x float> %170, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %172 = load <4 x float>, ptr %65, align 16
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 1, i32 1>
  %174 = fneg reassoc nnan ninf nsz arcp afn <4 x float> %173
  %175 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %171, <4 x float> splat (float 2.000000e+00), <4 x float> %174)
  store <4 x float> %175, ptr %67, align 16
  %176 = load <4 x float>, ptr %67, align 16
  %177 = shufflevector <4 x float> %176, <4 x float> poison, <2 x i32> <i32 1, i32 3>
  %178 = load <2 x i32>, ptr %66, align 8
  %179 = sitofp <2 x i32> %178 to <2 x float>
  %180 = fadd reassoc nnan ninf nsz arcp afn <2 x float> %177, %179
  %181 = extractelement <2 x float> %180, i32 0
  %182 = getelementptr <4 x float>, ptr %67, i32 0, i32 1
  store float %181, ptr %182, align 4
  %183 = extractelement <2 x float> %180, i32 1
  %184 = getelementptr <4 x float>, ptr %67, i32 0, i32 3
  store float %183, ptr %184, align 4
  %185 = load <4 x float>, ptr %65, align 16
  %186 = extractelement <4 x float> %185, i64 2
  %187 = load <4 x float>, ptr %65, align 16
  %188 = extractelement <4 x float> %187, i64 3
  %189 = fcmp reassoc nnan ninf nsz arcp afn ogt float %186, %188
  br i1 %189, label %190, label %193

190:                                              ; preds = %0
  %191 = load <4 x float>, ptr %67, align 16
  %192 = extractelement <4 x float> %191, i64 0
  br label %197

193:                                              ; preds = %0
  %194 = load <4 x float>, ptr %67, align 16
  %195 = extractelement <4 x float> %194, i64 0
  %196 = fneg reassoc nnan ninf nsz arcp afn float %195
  br label %197

197:                                              ; preds = %190, %193
  %198 = phi reassoc nnan ninf nsz arcp afn float [ %192, %190 ], [ %196, %193 ]
  store float %198, ptr %67, align 4
  %199 = load <4 x float>, ptr %67, align 16
  %200 = load <3 x i32>, ptr %64, align 16
  %201 = extractelement <3 x i32> %200, i64 0
  store ptr @_ZL4OutF, ptr %58, align 8
  store i32 %201, ptr %59, align 4
  %202 = load ptr, ptr %58, align 8
  %203 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %202, align 8
  %204 = load i32, ptr %59, align 4
  %205 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %203, i32 %204)
  store <4 x float> %199, ptr addrspace(11) %205, align 16
  %206 = load <2 x i32>, ptr %66, align 8
  %207 = shufflevector <2 x i32> %206, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %208 = extractelement <2 x i32> %207, i32 0
  %209 = insertelement <4 x i32> poison, i32 %208, i32 0
  %210 = load <2 x i32>, ptr %66, align 8
  %211 = shufflevector <2 x i32> %210, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %212 = extractelement <2 x i32> %211, i32 1
  %213 = insertelement <4 x i32> %209, i32 %212, i32 1
  %214 = load <2 x i32>, ptr %66, align 8
  %215 = mul <2 x i32> %214, splat (i32 3)
  store <2 x i32> %215, ptr %69, align 8
  %216 = load <2 x i32>, ptr %69, align 8
  %217 = extractelement <2 x i32> %216, i32 0
  %218 = insertelement <4 x i32> %213, i32 %217, i32 2
  %219 = load <2 x i32>, ptr %66, align 8
  %220 = mul <2 x i32> %219, splat (i32 3)
  store <2 x i32> %220, ptr %70, align 8
  %221 = load <2 x i32>, ptr %70, align 8
  %222 = extractelement <2 x i32> %221, i32 1
  %223 = insertelement <4 x i32> %218, i32 %222, i32 3
  store <4 x i32> %223, ptr %68, align 16
  %224 = load <4 x i32>, ptr %68, align 16
  %225 = shufflevector <4 x i32> %224, <4 x i32> poison, <2 x i32> <i32 2, i32 3>
  %226 = ashr <2 x i32> %225, splat (i32 1)
  %227 = extractelement <2 x i32> %226, i32 0
  %228 = getelementptr <4 x i32>, ptr %68, i32 0, i32 2
  store i32 %227, ptr %228, align 4
  %229 = extractelement <2 x i32> %226, i32 1
  %230 = getelementptr <4 x i32>, ptr %68, i32 0, i32 3
  store i32 %229, ptr %230, align 4
  %231 = load <4 x i32>, ptr %68, align 16
  %232 = extractelement <4 x i32> %231, i64 0
  %233 = load <3 x i32>, ptr %64, align 16
  %234 = extractelement <3 x i32> %233, i64 0
  %235 = add nsw i32 %232, %234
  store i32 %235, ptr %68, align 4
  %236 = load <4 x i32>, ptr %68, align 16
  %237 = shufflevector <4 x i32> %236, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %238 = load <3 x i32>, ptr %64, align 16
  %239 = extractelement <3 x i32> %238, i64 0
  store ptr @_ZL4OutI, ptr %56, align 8
  store i32 %239, ptr %57, align 4
  %240 = load ptr, ptr %56, align 8
  %241 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %240, align 8
  %242 = load i32, ptr %57, align 4
  %243 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %241, i32 %242)
  store <4 x i32> %237, ptr addrspace(11) %243, align 16
  %244 = load <4 x float>, ptr %65, align 16
  %245 = shufflevector <4 x float> %244, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %246 = load <4 x float>, ptr %65, align 16
  %247 = extractelement <4 x float> %246, i64 3
  %248 = insertelement <3 x float> poison, float %247, i64 0
  %249 = shufflevector <3 x float> %248, <3 x float> poison, <3 x i32> zeroinitializer
  %250 = call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %245, <3 x float> %249, <3 x float> splat (float 1.000000e+00))
  store <3 x float> %250, ptr %71, align 16
  %251 = load <3 x float>, ptr %71, align 16
  %252 = shufflevector <3 x float> %251, <3 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
  %253 = load <3 x i32>, ptr %64, align 16
  %254 = extractelement <3 x i32> %253, i64 0
  store ptr @_ZL4Out3, ptr %54, align 8
  store i32 %254, ptr %55, align 4
  %255 = load ptr, ptr %54, align 8
  %256 = load target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1), ptr %255, align 8
  %257 = load i32, ptr %55, align 4
  %258 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v3f32_12_1t(target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1) %256, i32 %257)
  store <3 x float> %252, ptr addrspace(11) %258, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2i32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v3f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v3f32_12_1t(target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2i32_12_0t(target("spirv.VulkanBuffer", [0 x <2 x i32>], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v3f32_12_1t(target("spirv.VulkanBuffer", [0 x <3 x float>], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
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
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIDv2_iE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIDv2_iE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIDv4_iE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIDv4_iE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN4hlsl18RWStructuredBufferIDv3_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!19 = distinct !{!19, !"_ZN4hlsl18RWStructuredBufferIDv3_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

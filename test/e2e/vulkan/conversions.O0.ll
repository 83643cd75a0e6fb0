; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; conversions.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'conversions.hlsl'
source_filename = "conversions.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::StructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.1" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1F = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"F\00", align 1
@_ZL1U = internal global %"class.hlsl::StructuredBuffer.0" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"U\00", align 1
@_ZL4OutI = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"OutI\00", align 1
@_ZL4OutF = internal global %"class.hlsl::RWStructuredBuffer.1" poison, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1

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
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"class.hlsl::RWStructuredBuffer.1", align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca %"class.hlsl::StructuredBuffer.0", align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca %"class.hlsl::StructuredBuffer", align 8
  %43 = alloca i32, align 4
  %44 = alloca float, align 4
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca float, align 4
  %51 = alloca ptr, align 8
  %52 = alloca i32, align 4
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca <3 x i32>, align 16
  %56 = alloca float, align 4
  %57 = alloca i32, align 4
  %58 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1F, ptr %36, align 8, !noalias !3
  store i32 0, ptr %37, align 4, !noalias !3
  store i32 0, ptr %38, align 4, !noalias !3
  store i32 1, ptr %39, align 4, !noalias !3
  store i32 0, ptr %40, align 4, !noalias !3
  store ptr @.str, ptr %41, align 8, !noalias !3
  store ptr %42, ptr %12, align 8
  %59 = load ptr, ptr %12, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %59, align 8
  %60 = load i32, ptr %37, align 4, !noalias !3
  %61 = load i32, ptr %38, align 4, !noalias !3
  %62 = load i32, ptr %39, align 4, !noalias !3
  %63 = load i32, ptr %40, align 4, !noalias !3
  %64 = load ptr, ptr %41, align 8, !noalias !3
  %65 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %61, i32 %60, i32 %62, i32 %63, ptr %64)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %65, ptr %42, align 8, !noalias !3
  store ptr @_ZL1F, ptr %10, align 8
  store ptr %42, ptr %11, align 8
  %66 = load ptr, ptr %10, align 8
  %67 = load ptr, ptr %11, align 8, !nonnull !6, !align !7
  %68 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %67, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %68, ptr %66, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1U, ptr %29, align 8, !noalias !8
  store i32 1, ptr %30, align 4, !noalias !8
  store i32 0, ptr %31, align 4, !noalias !8
  store i32 1, ptr %32, align 4, !noalias !8
  store i32 0, ptr %33, align 4, !noalias !8
  store ptr @.str.2, ptr %34, align 8, !noalias !8
  store ptr %35, ptr %9, align 8
  %69 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %69, align 8
  %70 = load i32, ptr %30, align 4, !noalias !8
  %71 = load i32, ptr %31, align 4, !noalias !8
  %72 = load i32, ptr %32, align 4, !noalias !8
  %73 = load i32, ptr %33, align 4, !noalias !8
  %74 = load ptr, ptr %34, align 8, !noalias !8
  %75 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %71, i32 %70, i32 %72, i32 %73, ptr %74)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %75, ptr %35, align 8, !noalias !8
  store ptr @_ZL1U, ptr %7, align 8
  store ptr %35, ptr %8, align 8
  %76 = load ptr, ptr %7, align 8
  %77 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %78 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %77, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %78, ptr %76, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4OutI, ptr %21, align 8, !noalias !11
  store i32 2, ptr %22, align 4, !noalias !11
  store i32 0, ptr %23, align 4, !noalias !11
  store i32 1, ptr %24, align 4, !noalias !11
  store i32 0, ptr %25, align 4, !noalias !11
  store ptr @.str.4, ptr %26, align 8, !noalias !11
  store i32 0, ptr %27, align 4, !noalias !11
  store ptr %28, ptr %6, align 8
  %79 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) poison, ptr %79, align 8
  %80 = load i32, ptr %22, align 4, !noalias !11
  %81 = load i32, ptr %23, align 4, !noalias !11
  %82 = load i32, ptr %24, align 4, !noalias !11
  %83 = load i32, ptr %25, align 4, !noalias !11
  %84 = load ptr, ptr %26, align 8, !noalias !11
  %85 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 %81, i32 %80, i32 %82, i32 %83, ptr %84)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %85, ptr %28, align 8, !noalias !11
  %86 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %28, align 8, !noalias !11
  %87 = load i32, ptr %27, align 4, !noalias !11
  %88 = load i32, ptr %23, align 4, !noalias !11
  %89 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %86, i32 %87, i32 %88)
  %90 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %89, ptr %90, align 8, !noalias !11
  store ptr @_ZL4OutI, ptr %4, align 8
  store ptr %28, ptr %5, align 8
  %91 = load ptr, ptr %4, align 8
  %92 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %93 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %92, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %93, ptr %91, align 8
  %94 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %95 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %94, i32 0, i32 1
  %96 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %95, align 8
  %97 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %91, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %96, ptr %97, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL4OutF, ptr %13, align 8, !noalias !14
  store i32 3, ptr %14, align 4, !noalias !14
  store i32 0, ptr %15, align 4, !noalias !14
  store i32 1, ptr %16, align 4, !noalias !14
  store i32 0, ptr %17, align 4, !noalias !14
  store ptr @.str.6, ptr %18, align 8, !noalias !14
  store i32 1, ptr %19, align 4, !noalias !14
  store ptr %20, ptr %3, align 8
  %98 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %98, align 8
  %99 = load i32, ptr %14, align 4, !noalias !14
  %100 = load i32, ptr %15, align 4, !noalias !14
  %101 = load i32, ptr %16, align 4, !noalias !14
  %102 = load i32, ptr %17, align 4, !noalias !14
  %103 = load ptr, ptr %18, align 8, !noalias !14
  %104 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %100, i32 %99, i32 %101, i32 %102, ptr %103)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %104, ptr %20, align 8, !noalias !14
  %105 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %20, align 8, !noalias !14
  %106 = load i32, ptr %19, align 4, !noalias !14
  %107 = load i32, ptr %15, align 4, !noalias !14
  %108 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %105, i32 %106, i32 %107)
  %109 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %20, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %108, ptr %109, align 8, !noalias !14
  store ptr @_ZL4OutF, ptr %1, align 8
  store ptr %20, ptr %2, align 8
  %110 = load ptr, ptr %1, align 8
  %111 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %112 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %111, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %112, ptr %110, align 8
  %113 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %114 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %113, i32 0, i32 1
  %115 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %114, align 8
  %116 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %110, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %115, ptr %116, align 8
  %117 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %118 = insertelement <3 x i32> poison, i32 %117, i64 0
  %119 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %120 = insertelement <3 x i32> %118, i32 %119, i64 1
  %121 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %122 = insertelement <3 x i32> %120, i32 %121, i64 2
  store <3 x i32> %122, ptr %55, align 16
  %123 = load <3 x i32>, ptr %55, align 16
  %124 = extractelement <3 x i32> %123, i64 0
  store ptr @_ZL1F, ptr %53, align 8
  store i32 %124, ptr %54, align 4
  %125 = load ptr, ptr %53, align 8
  %126 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %125, align 8
  %127 = load i32, ptr %54, align 4
  %128 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %126, i32 %127)
  %129 = load float, ptr addrspace(11) %128, align 4
  store float %129, ptr %56, align 4
  %130 = load <3 x i32>, ptr %55, align 16
  %131 = extractelement <3 x i32> %130, i64 0
  store ptr @_ZL1U, ptr %51, align 8
  store i32 %131, ptr %52, align 4
  %132 = load ptr, ptr %51, align 8
  %133 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %132, align 8
  %134 = load i32, ptr %52, align 4
  %135 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %133, i32 %134)
  %136 = load i32, ptr addrspace(11) %135, align 4
  store i32 %136, ptr %57, align 4
  %137 = load float, ptr %56, align 4
  store float %137, ptr %50, align 4
  %138 = load float, ptr %50, align 4
  store float %138, ptr %44, align 4
  %139 = load i32, ptr %44, align 4
  %140 = load i32, ptr %57, align 4
  %141 = xor i32 %139, %140
  %142 = load float, ptr %56, align 4
  %143 = fptosi float %142 to i32
  %144 = insertelement <4 x i32> poison, i32 %143, i32 0
  %145 = load float, ptr %56, align 4
  %146 = call reassoc nnan ninf nsz arcp afn float @llvm.fabs.f32(float %145)
  %147 = fptoui float %146 to i32
  %148 = insertelement <4 x i32> %144, i32 %147, i32 1
  %149 = insertelement <4 x i32> %148, i32 %141, i32 2
  %150 = load float, ptr %56, align 4
  %151 = fcmp reassoc nnan ninf nsz arcp afn ogt float %150, 0.000000e+00
  %152 = zext i1 %151 to i32
  %153 = load i32, ptr %57, align 4
  %154 = icmp ugt i32 %153, -2147483648
  %155 = zext i1 %154 to i32
  %156 = mul nsw i32 %155, 2
  %157 = add nsw i32 %152, %156
  %158 = insertelement <4 x i32> %149, i32 %157, i32 3
  %159 = load <3 x i32>, ptr %55, align 16
  %160 = extractelement <3 x i32> %159, i64 0
  store ptr @_ZL4OutI, ptr %48, align 8
  store i32 %160, ptr %49, align 4
  %161 = load ptr, ptr %48, align 8
  %162 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %161, align 8
  %163 = load i32, ptr %49, align 4
  %164 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %162, i32 %163)
  store <4 x i32> %158, ptr addrspace(11) %164, align 16
  %165 = load i32, ptr %57, align 4
  %166 = and i32 %165, 1073741823
  store i32 %166, ptr %47, align 4
  %167 = load i32, ptr %47, align 4
  store i32 %167, ptr %43, align 4
  %168 = load float, ptr %43, align 4
  %169 = load i32, ptr %57, align 4
  %170 = uitofp i32 %169 to float
  %171 = insertelement <4 x float> poison, float %170, i32 0
  %172 = load i32, ptr %57, align 4
  %173 = sitofp i32 %172 to float
  %174 = insertelement <4 x float> %171, float %173, i32 1
  %175 = insertelement <4 x float> %174, float %168, i32 2
  %176 = load i32, ptr %57, align 4
  %177 = and i32 %176, 31743
  %178 = call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.spv.unpackhalf2x16.v2f32(i32 %177)
  %179 = extractelement <2 x float> %178, i64 0
  %180 = insertelement <4 x float> %175, float %179, i32 3
  %181 = load <3 x i32>, ptr %55, align 16
  %182 = extractelement <3 x i32> %181, i64 0
  store ptr @_ZL4OutF, ptr %45, align 8
  store i32 %182, ptr %46, align 4
  %183 = load ptr, ptr %45, align 8
  %184 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %183, align 8
  %185 = load i32, ptr %46, align 4
  %186 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %184, i32 %185)
  store <4 x float> %180, ptr addrspace(11) %186, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x float> @llvm.spv.unpackhalf2x16.v2f32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIjE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIjE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv4_iE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv4_iE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

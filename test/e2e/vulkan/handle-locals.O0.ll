; RUN: %e2e-vk %s
; REQUIRES: vulkan
; handle-locals.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'handle-locals.hlsl'
source_filename = "handle-locals.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@_ZL5Alias = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden spir_func void @_Z5scaleN4hlsl18RWStructuredBufferIfEENS_16StructuredBufferIfEEjf(ptr noundef %0, ptr noundef %1, i32 noundef %2, float noundef nofpclass(nan inf) %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = call token @llvm.experimental.convergence.entry()
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store i32 %2, ptr %14, align 4
  store float %3, ptr %15, align 4
  %16 = load i32, ptr %14, align 4
  store ptr %0, ptr %7, align 8
  store i32 %16, ptr %8, align 4
  %17 = load ptr, ptr %7, align 8
  %18 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %17, align 8
  %19 = load i32, ptr %8, align 4
  %20 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %18, i32 %19)
  %21 = load float, ptr addrspace(11) %20, align 4
  %22 = load i32, ptr %14, align 4
  store ptr %1, ptr %5, align 8
  store i32 %22, ptr %6, align 4
  %23 = load ptr, ptr %5, align 8
  %24 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %23, align 8
  %25 = load i32, ptr %6, align 4
  %26 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %24, i32 %25)
  %27 = load float, ptr addrspace(11) %26, align 4
  %28 = load float, ptr %15, align 4
  %29 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %27, float %28, float %21)
  %30 = load i32, ptr %14, align 4
  store ptr %0, ptr %9, align 8
  store i32 %30, ptr %10, align 4
  %31 = load ptr, ptr %9, align 8
  %32 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %31, align 8
  %33 = load i32, ptr %10, align 4
  %34 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %32, i32 %33)
  store float %29, ptr addrspace(11) %34, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent noinline norecurse optnone
define void @main() #3 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca %"class.hlsl::StructuredBuffer", align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca i32, align 4
  %48 = alloca float, align 4
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca <3 x i32>, align 16
  %54 = alloca %"class.hlsl::StructuredBuffer", align 8
  %55 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %56 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %57 = alloca %"class.hlsl::StructuredBuffer", align 8
  %58 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %59 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %17, align 8, !noalias !3
  store i32 0, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store i32 1, ptr %20, align 4, !noalias !3
  store i32 0, ptr %21, align 4, !noalias !3
  store ptr @.str, ptr %22, align 8, !noalias !3
  store ptr %23, ptr %1, align 8
  %60 = load ptr, ptr %1, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %60, align 8
  %61 = load i32, ptr %18, align 4, !noalias !3
  %62 = load i32, ptr %19, align 4, !noalias !3
  %63 = load i32, ptr %20, align 4, !noalias !3
  %64 = load i32, ptr %21, align 4, !noalias !3
  %65 = load ptr, ptr %22, align 8, !noalias !3
  %66 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %62, i32 %61, i32 %63, i32 %64, ptr %65)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %66, ptr %23, align 8, !noalias !3
  store ptr @_ZL2In, ptr %3, align 8
  store ptr %23, ptr %4, align 8
  %67 = load ptr, ptr %3, align 8
  %68 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %69 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %68, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %69, ptr %67, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %9, align 8, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store i32 1, ptr %12, align 4, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr @.str.2, ptr %14, align 8, !noalias !8
  store i32 0, ptr %15, align 4, !noalias !8
  store ptr %16, ptr %2, align 8
  %70 = load ptr, ptr %2, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %70, align 8
  %71 = load i32, ptr %10, align 4, !noalias !8
  %72 = load i32, ptr %11, align 4, !noalias !8
  %73 = load i32, ptr %12, align 4, !noalias !8
  %74 = load i32, ptr %13, align 4, !noalias !8
  %75 = load ptr, ptr %14, align 8, !noalias !8
  %76 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %72, i32 %71, i32 %73, i32 %74, ptr %75)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %76, ptr %16, align 8, !noalias !8
  %77 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %16, align 8, !noalias !8
  %78 = load i32, ptr %15, align 4, !noalias !8
  %79 = load i32, ptr %11, align 4, !noalias !8
  %80 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %77, i32 %78, i32 %79)
  %81 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %16, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %80, ptr %81, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %5, align 8
  store ptr %16, ptr %6, align 8
  %82 = load ptr, ptr %5, align 8
  %83 = load ptr, ptr %6, align 8, !nonnull !6, !align !7
  %84 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %83, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %84, ptr %82, align 8
  %85 = load ptr, ptr %6, align 8, !nonnull !6, !align !7
  %86 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %85, i32 0, i32 1
  %87 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %86, align 8
  %88 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %82, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %87, ptr %88, align 8
  store ptr @_ZL5Alias, ptr %7, align 8
  store ptr @_ZL3Out, ptr %8, align 8
  %89 = load ptr, ptr %7, align 8
  %90 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %91 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %90, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %91, ptr %89, align 8
  %92 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %93 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %92, i32 0, i32 1
  %94 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %93, align 8
  %95 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %89, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %94, ptr %95, align 8
  %96 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %97 = insertelement <3 x i32> poison, i32 %96, i64 0
  %98 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %99 = insertelement <3 x i32> %97, i32 %98, i64 1
  %100 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %101 = insertelement <3 x i32> %99, i32 %100, i64 2
  store <3 x i32> %101, ptr %53, align 16
  store ptr %54, ptr %27, align 8
  store ptr @_ZL2In, ptr %28, align 8
  %102 = load ptr, ptr %27, align 8
  %103 = load ptr, ptr %28, align 8, !nonnull !6, !align !7
  %104 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %103, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %104, ptr %102, align 8
  store ptr %55, ptr %26, align 8
  %105 = load ptr, ptr %26, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %105, align 8
  store ptr %55, ptr %24, align 8
  store ptr @_ZL3Out, ptr %25, align 8
  %106 = load ptr, ptr %24, align 8
  %107 = load ptr, ptr %25, align 8, !nonnull !6, !align !7
  %108 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %107, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %108, ptr %106, align 8
  %109 = load ptr, ptr %25, align 8, !nonnull !6, !align !7
  %110 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %109, i32 0, i32 1
  %111 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %110, align 8
  %112 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %106, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %111, ptr %112, align 8
  store ptr %56, ptr %51, align 8
  store ptr %55, ptr %52, align 8
  %113 = load ptr, ptr %51, align 8
  %114 = load ptr, ptr %52, align 8, !nonnull !6, !align !7
  %115 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %114, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %115, ptr %113, align 8
  %116 = load ptr, ptr %52, align 8, !nonnull !6, !align !7
  %117 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %116, i32 0, i32 1
  %118 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %117, align 8
  %119 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %113, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %118, ptr %119, align 8
  store ptr %57, ptr %29, align 8
  store ptr %54, ptr %30, align 8
  %120 = load ptr, ptr %29, align 8
  %121 = load ptr, ptr %30, align 8, !nonnull !6, !align !7
  %122 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %121, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %122, ptr %120, align 8
  %123 = load <3 x i32>, ptr %53, align 16
  %124 = extractelement <3 x i32> %123, i64 0
  store ptr %56, ptr %45, align 8
  store ptr %57, ptr %46, align 8
  store i32 %124, ptr %47, align 4
  store float 2.000000e+00, ptr %48, align 4
  %125 = load i32, ptr %47, align 4
  store ptr %56, ptr %41, align 8
  store i32 %125, ptr %42, align 4
  %126 = load ptr, ptr %41, align 8
  %127 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %126, align 8
  %128 = load i32, ptr %42, align 4
  %129 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %127, i32 %128)
  %130 = load float, ptr addrspace(11) %129, align 4
  %131 = load i32, ptr %47, align 4
  store ptr %57, ptr %31, align 8
  store i32 %131, ptr %32, align 4
  %132 = load ptr, ptr %31, align 8
  %133 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %132, align 8
  %134 = load i32, ptr %32, align 4
  %135 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %133, i32 %134)
  %136 = load float, ptr addrspace(11) %135, align 4
  %137 = load float, ptr %48, align 4
  %138 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %136, float %137, float %130)
  %139 = load i32, ptr %47, align 4
  store ptr %56, ptr %43, align 8
  store i32 %139, ptr %44, align 4
  %140 = load ptr, ptr %43, align 8
  %141 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %140, align 8
  %142 = load i32, ptr %44, align 4
  %143 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %141, i32 %142)
  store float %138, ptr addrspace(11) %143, align 4
  %144 = load <3 x i32>, ptr %53, align 16
  %145 = extractelement <3 x i32> %144, i64 0
  %146 = and i32 %145, 1
  %147 = icmp ne i32 %146, 0
  br i1 %147, label %148, label %149

148:                                              ; preds = %0
  br label %150

149:                                              ; preds = %0
  br label %150

150:                                              ; preds = %148, %149
  %151 = phi ptr [ @_ZL3Out, %148 ], [ @_ZL5Alias, %149 ]
  store ptr %58, ptr %49, align 8
  store ptr %151, ptr %50, align 8
  %152 = load ptr, ptr %49, align 8
  %153 = load ptr, ptr %50, align 8, !nonnull !6, !align !7
  %154 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %153, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %154, ptr %152, align 8
  %155 = load ptr, ptr %50, align 8, !nonnull !6, !align !7
  %156 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %155, i32 0, i32 1
  %157 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %156, align 8
  %158 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %152, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %157, ptr %158, align 8
  %159 = load <3 x i32>, ptr %53, align 16
  %160 = extractelement <3 x i32> %159, i64 0
  store ptr %58, ptr %33, align 8
  store i32 %160, ptr %34, align 4
  %161 = load ptr, ptr %33, align 8
  %162 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %161, align 8
  %163 = load i32, ptr %34, align 4
  %164 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %162, i32 %163)
  %165 = load float, ptr addrspace(11) %164, align 4
  %166 = fadd reassoc nnan ninf nsz arcp afn float %165, 1.000000e+00
  %167 = load <3 x i32>, ptr %53, align 16
  %168 = extractelement <3 x i32> %167, i64 0
  store ptr %58, ptr %35, align 8
  store i32 %168, ptr %36, align 4
  %169 = load ptr, ptr %35, align 8
  %170 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %169, align 8
  %171 = load i32, ptr %36, align 4
  %172 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %170, i32 %171)
  store float %166, ptr addrspace(11) %172, align 4
  %173 = load <3 x i32>, ptr %53, align 16
  %174 = extractelement <3 x i32> %173, i64 0
  store ptr @_ZL5Alias, ptr %37, align 8
  store i32 %174, ptr %38, align 4
  %175 = load ptr, ptr %37, align 8
  %176 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %175, align 8
  %177 = load i32, ptr %38, align 4
  %178 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %176, i32 %177)
  %179 = load float, ptr addrspace(11) %178, align 4
  %180 = fmul reassoc nnan ninf nsz arcp afn float %179, 5.000000e-01
  %181 = load <3 x i32>, ptr %53, align 16
  %182 = extractelement <3 x i32> %181, i64 0
  store ptr @_ZL5Alias, ptr %39, align 8
  store i32 %182, ptr %40, align 4
  %183 = load ptr, ptr %39, align 8
  %184 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %183, align 8
  %185 = load i32, ptr %40, align 4
  %186 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %184, i32 %185)
  store float %180, ptr addrspace(11) %186, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}

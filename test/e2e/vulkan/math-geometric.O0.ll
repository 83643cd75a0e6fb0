; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; math-geometric.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'math-geometric.hlsl'
source_filename = "math-geometric.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1A = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@_ZL7Scalars = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [8 x i8] c"Scalars\00", align 1
@_ZL5Cross = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"Cross\00", align 1
@_ZL4Bent = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"Bent\00", align 1

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
  %23 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca %"class.hlsl::RWStructuredBuffer", align 8
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
  %46 = alloca %"class.hlsl::StructuredBuffer", align 8
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca ptr, align 8
  %53 = alloca %"class.hlsl::StructuredBuffer", align 8
  %54 = alloca <3 x float>, align 16
  %55 = alloca <3 x float>, align 16
  %56 = alloca <3 x float>, align 16
  %57 = alloca <3 x float>, align 16
  %58 = alloca <3 x float>, align 16
  %59 = alloca float, align 4
  %60 = alloca <3 x float>, align 16
  %61 = alloca <3 x float>, align 16
  %62 = alloca <3 x float>, align 16
  %63 = alloca <3 x float>, align 16
  %64 = alloca <3 x float>, align 16
  %65 = alloca <3 x float>, align 16
  %66 = alloca <3 x float>, align 16
  %67 = alloca <3 x float>, align 16
  %68 = alloca <3 x float>, align 16
  %69 = alloca <3 x float>, align 16
  %70 = alloca <3 x float>, align 16
  %71 = alloca <3 x float>, align 16
  %72 = alloca float, align 4
  %73 = alloca <3 x float>, align 16
  %74 = alloca <3 x float>, align 16
  %75 = alloca ptr, align 8
  %76 = alloca i32, align 4
  %77 = alloca ptr, align 8
  %78 = alloca i32, align 4
  %79 = alloca ptr, align 8
  %80 = alloca i32, align 4
  %81 = alloca <3 x float>, align 16
  %82 = alloca <3 x float>, align 16
  %83 = alloca <3 x float>, align 16
  %84 = alloca <3 x float>, align 16
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca ptr, align 8
  %88 = alloca i32, align 4
  %89 = alloca ptr, align 8
  %90 = alloca i32, align 4
  %91 = alloca <3 x i32>, align 16
  %92 = alloca <3 x float>, align 16
  %93 = alloca <3 x float>, align 16
  %94 = alloca <3 x float>, align 16
  %95 = alloca float, align 4
  %96 = alloca <3 x float>, align 16
  %97 = alloca <3 x float>, align 16
  %98 = alloca <3 x float>, align 16
  %99 = alloca <3 x float>, align 16
  %100 = alloca <3 x float>, align 16
  %101 = alloca <3 x float>, align 16
  %102 = alloca <3 x float>, align 16
  %103 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %47, align 8, !noalias !3
  store i32 0, ptr %48, align 4, !noalias !3
  store i32 0, ptr %49, align 4, !noalias !3
  store i32 1, ptr %50, align 4, !noalias !3
  store i32 0, ptr %51, align 4, !noalias !3
  store ptr @.str, ptr %52, align 8, !noalias !3
  store ptr %53, ptr %14, align 8
  %104 = load ptr, ptr %14, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) poison, ptr %104, align 8
  %105 = load i32, ptr %48, align 4, !noalias !3
  %106 = load i32, ptr %49, align 4, !noalias !3
  %107 = load i32, ptr %50, align 4, !noalias !3
  %108 = load i32, ptr %51, align 4, !noalias !3
  %109 = load ptr, ptr %52, align 8, !noalias !3
  %110 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 %106, i32 %105, i32 %107, i32 %108, ptr %109)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %110, ptr %53, align 8, !noalias !3
  store ptr @_ZL1A, ptr %10, align 8
  store ptr %53, ptr %11, align 8
  %111 = load ptr, ptr %10, align 8
  %112 = load ptr, ptr %11, align 8, !nonnull !6, !align !7
  %113 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %112, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %113, ptr %111, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %40, align 8, !noalias !8
  store i32 1, ptr %41, align 4, !noalias !8
  store i32 0, ptr %42, align 4, !noalias !8
  store i32 1, ptr %43, align 4, !noalias !8
  store i32 0, ptr %44, align 4, !noalias !8
  store ptr @.str.2, ptr %45, align 8, !noalias !8
  store ptr %46, ptr %15, align 8
  %114 = load ptr, ptr %15, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) poison, ptr %114, align 8
  %115 = load i32, ptr %41, align 4, !noalias !8
  %116 = load i32, ptr %42, align 4, !noalias !8
  %117 = load i32, ptr %43, align 4, !noalias !8
  %118 = load i32, ptr %44, align 4, !noalias !8
  %119 = load ptr, ptr %45, align 8, !noalias !8
  %120 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 %116, i32 %115, i32 %117, i32 %118, ptr %119)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %120, ptr %46, align 8, !noalias !8
  store ptr @_ZL1B, ptr %12, align 8
  store ptr %46, ptr %13, align 8
  %121 = load ptr, ptr %12, align 8
  %122 = load ptr, ptr %13, align 8, !nonnull !6, !align !7
  %123 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %122, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %123, ptr %121, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL7Scalars, ptr %32, align 8, !noalias !11
  store i32 2, ptr %33, align 4, !noalias !11
  store i32 0, ptr %34, align 4, !noalias !11
  store i32 1, ptr %35, align 4, !noalias !11
  store i32 0, ptr %36, align 4, !noalias !11
  store ptr @.str.4, ptr %37, align 8, !noalias !11
  store i32 0, ptr %38, align 4, !noalias !11
  store ptr %39, ptr %7, align 8
  %124 = load ptr, ptr %7, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %124, align 8
  %125 = load i32, ptr %33, align 4, !noalias !11
  %126 = load i32, ptr %34, align 4, !noalias !11
  %127 = load i32, ptr %35, align 4, !noalias !11
  %128 = load i32, ptr %36, align 4, !noalias !11
  %129 = load ptr, ptr %37, align 8, !noalias !11
  %130 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %126, i32 %125, i32 %127, i32 %128, ptr %129)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %130, ptr %39, align 8, !noalias !11
  %131 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %39, align 8, !noalias !11
  %132 = load i32, ptr %38, align 4, !noalias !11
  %133 = load i32, ptr %34, align 4, !noalias !11
  %134 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %131, i32 %132, i32 %133)
  %135 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %39, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %134, ptr %135, align 8, !noalias !11
  store ptr @_ZL7Scalars, ptr %1, align 8
  store ptr %39, ptr %2, align 8
  %136 = load ptr, ptr %1, align 8
  %137 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %138 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %137, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %138, ptr %136, align 8
  %139 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %140 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %139, i32 0, i32 1
  %141 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %140, align 8
  %142 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %136, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %141, ptr %142, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL5Cross, ptr %24, align 8, !noalias !14
  store i32 3, ptr %25, align 4, !noalias !14
  store i32 0, ptr %26, align 4, !noalias !14
  store i32 1, ptr %27, align 4, !noalias !14
  store i32 0, ptr %28, align 4, !noalias !14
  store ptr @.str.6, ptr %29, align 8, !noalias !14
  store i32 1, ptr %30, align 4, !noalias !14
  store ptr %31, ptr %8, align 8
  %143 = load ptr, ptr %8, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %143, align 8
  %144 = load i32, ptr %25, align 4, !noalias !14
  %145 = load i32, ptr %26, align 4, !noalias !14
  %146 = load i32, ptr %27, align 4, !noalias !14
  %147 = load i32, ptr %28, align 4, !noalias !14
  %148 = load ptr, ptr %29, align 8, !noalias !14
  %149 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %145, i32 %144, i32 %146, i32 %147, ptr %148)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %149, ptr %31, align 8, !noalias !14
  %150 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %31, align 8, !noalias !14
  %151 = load i32, ptr %30, align 4, !noalias !14
  %152 = load i32, ptr %26, align 4, !noalias !14
  %153 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %150, i32 %151, i32 %152)
  %154 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %31, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %153, ptr %154, align 8, !noalias !14
  store ptr @_ZL5Cross, ptr %3, align 8
  store ptr %31, ptr %4, align 8
  %155 = load ptr, ptr %3, align 8
  %156 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %157 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %156, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %157, ptr %155, align 8
  %158 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %159 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %158, i32 0, i32 1
  %160 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %159, align 8
  %161 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %155, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %160, ptr %161, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  store ptr @_ZL4Bent, ptr %16, align 8, !noalias !17
  store i32 4, ptr %17, align 4, !noalias !17
  store i32 0, ptr %18, align 4, !noalias !17
  store i32 1, ptr %19, align 4, !noalias !17
  store i32 0, ptr %20, align 4, !noalias !17
  store ptr @.str.8, ptr %21, align 8, !noalias !17
  store i32 2, ptr %22, align 4, !noalias !17
  store ptr %23, ptr %9, align 8
  %162 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %162, align 8
  %163 = load i32, ptr %17, align 4, !noalias !17
  %164 = load i32, ptr %18, align 4, !noalias !17
  %165 = load i32, ptr %19, align 4, !noalias !17
  %166 = load i32, ptr %20, align 4, !noalias !17
  %167 = load ptr, ptr %21, align 8, !noalias !17
  %168 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %164, i32 %163, i32 %165, i32 %166, ptr %167)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %168, ptr %23, align 8, !noalias !17
  %169 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %23, align 8, !noalias !17
  %170 = load i32, ptr %22, align 4, !noalias !17
  %171 = load i32, ptr %18, align 4, !noalias !17
  %172 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %169, i32 %170, i32 %171)
  %173 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %23, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %172, ptr %173, align 8, !noalias !17
  store ptr @_ZL4Bent, ptr %5, align 8
  store ptr %23, ptr %6, align 8
  %174 = load ptr, ptr %5, align 8
  %175 = load ptr, ptr %6, align 8, !nonnull !6, !align !7
  %176 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %175, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %176, ptr %174, align 8
  %177 = load ptr, ptr %6, align 8, !nonnull !6, !align !7
  %178 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %177, i32 0, i32 1
  %179 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %178, align 8
  %180 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %174, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %179, ptr %180, align 8
  %181 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %182 = insertelement <3 x i32> poison, i32 %181, i64 0
  %183 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %184 = insertelement <3 x i32> %182, i32 %183, i64 1
  %185 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %186 = insertelement <3 x i32> %184, i32 %185, i64 2
  store <3 x i32> %186, ptr %91, align 16
  %187 = load <3 x i32>, ptr %91, align 16
  %188 = extractelement <3 x i32> %187, i64 0
  store ptr @_ZL1A, ptr %85, align 8
  store i32 %188, ptr %86, align 4
  %189 = load ptr, ptr %85, align 8
  %190 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %189, align 8
  %191 = load i32, ptr %86, align 4
  %192 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %190, i32 %191)
  %193 = load <4 x float>, ptr addrspace(11) %192, align 16
  %194 = shufflevector <4 x float> %193, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <3 x float> %194, ptr %92, align 16
  %195 = load <3 x i32>, ptr %91, align 16
  %196 = extractelement <3 x i32> %195, i64 0
  store ptr @_ZL1B, ptr %87, align 8
  store i32 %196, ptr %88, align 4
  %197 = load ptr, ptr %87, align 8
  %198 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %197, align 8
  %199 = load i32, ptr %88, align 4
  %200 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %198, i32 %199)
  %201 = load <4 x float>, ptr addrspace(11) %200, align 16
  %202 = shufflevector <4 x float> %201, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <3 x float> %202, ptr %93, align 16
  %203 = load <3 x float>, ptr %93, align 16
  %204 = fadd reassoc nnan ninf nsz arcp afn <3 x float> %203, <float 0.000000e+00, float 0.000000e+00, float 3.000000e+00>
  %205 = call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %204)
  store <3 x float> %205, ptr %94, align 16
  %206 = load <3 x i32>, ptr %91, align 16
  %207 = extractelement <3 x i32> %206, i64 0
  store ptr @_ZL1A, ptr %89, align 8
  store i32 %207, ptr %90, align 4
  %208 = load ptr, ptr %89, align 8
  %209 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %208, align 8
  %210 = load i32, ptr %90, align 4
  %211 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %209, i32 %210)
  %212 = load <4 x float>, ptr addrspace(11) %211, align 16
  %213 = extractelement <4 x float> %212, i64 3
  %214 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %213, float 5.000000e-01, float 5.000000e-01)
  store float %214, ptr %95, align 4
  %215 = load <3 x float>, ptr %92, align 16
  store <3 x float> %215, ptr %83, align 16
  %216 = load <3 x float>, ptr %83, align 16
  store <3 x float> %216, ptr %66, align 16
  %217 = load <3 x float>, ptr %66, align 16
  %218 = call reassoc nnan ninf nsz arcp afn noundef float @llvm.spv.length.v3f32(<3 x float> %217)
  %219 = load <3 x float>, ptr %92, align 16
  %220 = load <3 x float>, ptr %93, align 16
  store <3 x float> %219, ptr %81, align 16
  store <3 x float> %220, ptr %82, align 16
  %221 = load <3 x float>, ptr %81, align 16
  %222 = load <3 x float>, ptr %82, align 16
  store <3 x float> %221, ptr %63, align 16
  store <3 x float> %222, ptr %64, align 16
  %223 = load <3 x float>, ptr %63, align 16
  %224 = load <3 x float>, ptr %64, align 16
  %225 = fsub reassoc nnan ninf nsz arcp afn <3 x float> %223, %224
  store <3 x float> %225, ptr %62, align 16
  %226 = load <3 x float>, ptr %62, align 16
  %227 = call reassoc nnan ninf nsz arcp afn noundef float @llvm.spv.length.v3f32(<3 x float> %226)
  %228 = load <3 x float>, ptr %92, align 16
  %229 = fadd reassoc nnan ninf nsz arcp afn <3 x float> %228, <float 3.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %230 = call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %229)
  store <3 x float> %230, ptr %84, align 16
  %231 = load <3 x float>, ptr %84, align 16
  store <3 x float> %231, ptr %65, align 16
  %232 = load <3 x float>, ptr %65, align 16
  %233 = call reassoc nnan ninf nsz arcp afn noundef float @llvm.spv.length.v3f32(<3 x float> %232)
  %234 = insertelement <4 x float> poison, float %218, i32 0
  %235 = insertelement <4 x float> %234, float %227, i32 1
  %236 = load <3 x float>, ptr %92, align 16
  %237 = load <3 x float>, ptr %93, align 16
  %238 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v3f32(<3 x float> %236, <3 x float> %237)
  %239 = insertelement <4 x float> %235, float %238, i32 2
  %240 = insertelement <4 x float> %239, float %233, i32 3
  %241 = load <3 x i32>, ptr %91, align 16
  %242 = extractelement <3 x i32> %241, i64 0
  store ptr @_ZL7Scalars, ptr %75, align 8
  store i32 %242, ptr %76, align 4
  %243 = load ptr, ptr %75, align 8
  %244 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %243, align 8
  %245 = load i32, ptr %76, align 4
  %246 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %244, i32 %245)
  store <4 x float> %240, ptr addrspace(11) %246, align 16
  %247 = load <3 x float>, ptr %92, align 16
  %248 = load <3 x float>, ptr %93, align 16
  %249 = call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.cross.v3f32(<3 x float> %247, <3 x float> %248)
  store <3 x float> %249, ptr %96, align 16
  %250 = load <3 x float>, ptr %96, align 16
  %251 = extractelement <3 x float> %250, i32 0
  %252 = insertelement <4 x float> poison, float %251, i32 0
  %253 = load <3 x float>, ptr %92, align 16
  %254 = load <3 x float>, ptr %93, align 16
  %255 = call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.cross.v3f32(<3 x float> %253, <3 x float> %254)
  store <3 x float> %255, ptr %97, align 16
  %256 = load <3 x float>, ptr %97, align 16
  %257 = extractelement <3 x float> %256, i32 1
  %258 = insertelement <4 x float> %252, float %257, i32 1
  %259 = load <3 x float>, ptr %92, align 16
  %260 = load <3 x float>, ptr %93, align 16
  %261 = call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.cross.v3f32(<3 x float> %259, <3 x float> %260)
  store <3 x float> %261, ptr %98, align 16
  %262 = load <3 x float>, ptr %98, align 16
  %263 = extractelement <3 x float> %262, i32 2
  %264 = insertelement <4 x float> %258, float %263, i32 2
  %265 = insertelement <4 x float> %264, float 0.000000e+00, i32 3
  %266 = load <3 x i32>, ptr %91, align 16
  %267 = extractelement <3 x i32> %266, i64 0
  store ptr @_ZL5Cross, ptr %77, align 8
  store i32 %267, ptr %78, align 4
  %268 = load ptr, ptr %77, align 8
  %269 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %268, align 8
  %270 = load i32, ptr %78, align 4
  %271 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %269, i32 %270)
  store <4 x float> %265, ptr addrspace(11) %271, align 16
  %272 = load <3 x float>, ptr %92, align 16
  %273 = load <3 x float>, ptr %94, align 16
  store <3 x float> %272, ptr %73, align 16
  store <3 x float> %273, ptr %74, align 16
  %274 = load <3 x float>, ptr %73, align 16
  %275 = load <3 x float>, ptr %74, align 16
  store <3 x float> %274, ptr %60, align 16
  store <3 x float> %275, ptr %61, align 16
  %276 = load <3 x float>, ptr %60, align 16
  %277 = load <3 x float>, ptr %61, align 16
  %278 = call reassoc nnan ninf nsz arcp afn noundef <3 x float> @llvm.spv.reflect.v3f32(<3 x float> %276, <3 x float> %277)
  %279 = load <3 x float>, ptr %92, align 16
  %280 = call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %279)
  %281 = load <3 x float>, ptr %94, align 16
  %282 = load float, ptr %95, align 4
  store <3 x float> %280, ptr %70, align 16
  store <3 x float> %281, ptr %71, align 16
  store float %282, ptr %72, align 4
  %283 = load <3 x float>, ptr %70, align 16
  %284 = load <3 x float>, ptr %71, align 16
  %285 = load float, ptr %72, align 4
  store <3 x float> %283, ptr %57, align 16
  store <3 x float> %284, ptr %58, align 16
  store float %285, ptr %59, align 4
  %286 = load <3 x float>, ptr %57, align 16
  %287 = load <3 x float>, ptr %58, align 16
  %288 = load float, ptr %59, align 4
  %289 = call reassoc nnan ninf nsz arcp afn noundef <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float> %286, <3 x float> %287, float %288)
  %290 = fadd reassoc nnan ninf nsz arcp afn <3 x float> %278, %289
  %291 = load <3 x float>, ptr %94, align 16
  %292 = load <3 x float>, ptr %92, align 16
  %293 = load <3 x float>, ptr %93, align 16
  store <3 x float> %291, ptr %67, align 16
  store <3 x float> %292, ptr %68, align 16
  store <3 x float> %293, ptr %69, align 16
  %294 = load <3 x float>, ptr %67, align 16
  %295 = load <3 x float>, ptr %68, align 16
  %296 = load <3 x float>, ptr %69, align 16
  store <3 x float> %294, ptr %54, align 16
  store <3 x float> %295, ptr %55, align 16
  store <3 x float> %296, ptr %56, align 16
  %297 = load <3 x float>, ptr %55, align 16
  %298 = load <3 x float>, ptr %56, align 16
  %299 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v3f32(<3 x float> %297, <3 x float> %298)
  %300 = fcmp reassoc nnan ninf nsz arcp afn olt float %299, 0.000000e+00
  %301 = load <3 x float>, ptr %54, align 16
  %302 = load <3 x float>, ptr %54, align 16
  %303 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %302
  %304 = select reassoc nnan ninf nsz arcp afn i1 %300, <3 x float> %301, <3 x float> %303
  store <3 x float> %304, ptr %99, align 16
  %305 = load <3 x float>, ptr %99, align 16
  %306 = extractelement <3 x float> %305, i64 2
  store <3 x float> %290, ptr %100, align 16
  %307 = load <3 x float>, ptr %100, align 16
  %308 = extractelement <3 x float> %307, i32 0
  %309 = insertelement <4 x float> poison, float %308, i32 0
  store <3 x float> %290, ptr %101, align 16
  %310 = load <3 x float>, ptr %101, align 16
  %311 = extractelement <3 x float> %310, i32 1
  %312 = insertelement <4 x float> %309, float %311, i32 1
  store <3 x float> %290, ptr %102, align 16
  %313 = load <3 x float>, ptr %102, align 16
  %314 = extractelement <3 x float> %313, i32 2
  %315 = insertelement <4 x float> %312, float %314, i32 2
  %316 = insertelement <4 x float> %315, float %306, i32 3
  %317 = load <3 x i32>, ptr %91, align 16
  %318 = extractelement <3 x i32> %317, i64 0
  store ptr @_ZL4Bent, ptr %79, align 8
  store i32 %318, ptr %80, align 4
  %319 = load ptr, ptr %79, align 8
  %320 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %319, align 8
  %321 = load i32, ptr %80, align 4
  %322 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %320, i32 %321)
  store <4 x float> %316, ptr addrspace(11) %322, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.spv.normalize.v3f32(<3 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.fdot.v3f32(<3 x float>, <3 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.spv.cross.v3f32(<3 x float>, <3 x float>) #3

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
declare float @llvm.spv.length.v3f32(<3 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.spv.reflect.v3f32(<3 x float>, <3 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float>, <3 x float>, float) #3

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
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!19 = distinct !{!19, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

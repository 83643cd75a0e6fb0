; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderInt16, vk-storageBuffer16BitAccess
; XFAIL: !vulkan-codegen
; int16-arith.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'int16-arith.hlsl'
source_filename = "int16-arith.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i16], 12, 0) }
%"class.hlsl::StructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x i16], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i16], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.1" = type { target("spirv.VulkanBuffer", [0 x i16], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.2" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1S = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"S\00", align 1
@_ZL1U = internal global %"class.hlsl::StructuredBuffer.0" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"U\00", align 1
@_ZL4OutS = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"OutS\00", align 1
@_ZL4OutU = internal global %"class.hlsl::RWStructuredBuffer.1" poison, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1
@_ZL4Wide = internal global %"class.hlsl::RWStructuredBuffer.2" poison, align 8
@.str.8 = private unnamed_addr constant [5 x i8] c"Wide\00", align 1

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
  %65 = alloca i16, align 2
  %66 = alloca i16, align 2
  %67 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL1S, ptr %47, align 8, !noalias !4
  store i32 0, ptr %48, align 4, !noalias !4
  store i32 0, ptr %49, align 4, !noalias !4
  store i32 1, ptr %50, align 4, !noalias !4
  store i32 0, ptr %51, align 4, !noalias !4
  store ptr @.str, ptr %52, align 8, !noalias !4
  store ptr %53, ptr %15, align 8
  %68 = load ptr, ptr %15, align 8
  store target("spirv.VulkanBuffer", [0 x i16], 12, 0) poison, ptr %68, align 8
  %69 = load i32, ptr %48, align 4, !noalias !4
  %70 = load i32, ptr %49, align 4, !noalias !4
  %71 = load i32, ptr %50, align 4, !noalias !4
  %72 = load i32, ptr %51, align 4, !noalias !4
  %73 = load ptr, ptr %52, align 8, !noalias !4
  %74 = call target("spirv.VulkanBuffer", [0 x i16], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_0t(i32 %70, i32 %69, i32 %71, i32 %72, ptr %73)
  store target("spirv.VulkanBuffer", [0 x i16], 12, 0) %74, ptr %53, align 8, !noalias !4
  store ptr @_ZL1S, ptr %13, align 8
  store ptr %53, ptr %14, align 8
  %75 = load ptr, ptr %13, align 8
  %76 = load ptr, ptr %14, align 8, !nonnull !7, !align !8
  %77 = load target("spirv.VulkanBuffer", [0 x i16], 12, 0), ptr %76, align 8
  store target("spirv.VulkanBuffer", [0 x i16], 12, 0) %77, ptr %75, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  store ptr @_ZL1U, ptr %40, align 8, !noalias !9
  store i32 1, ptr %41, align 4, !noalias !9
  store i32 0, ptr %42, align 4, !noalias !9
  store i32 1, ptr %43, align 4, !noalias !9
  store i32 0, ptr %44, align 4, !noalias !9
  store ptr @.str.2, ptr %45, align 8, !noalias !9
  store ptr %46, ptr %12, align 8
  %78 = load ptr, ptr %12, align 8
  store target("spirv.VulkanBuffer", [0 x i16], 12, 0) poison, ptr %78, align 8
  %79 = load i32, ptr %41, align 4, !noalias !9
  %80 = load i32, ptr %42, align 4, !noalias !9
  %81 = load i32, ptr %43, align 4, !noalias !9
  %82 = load i32, ptr %44, align 4, !noalias !9
  %83 = load ptr, ptr %45, align 8, !noalias !9
  %84 = call target("spirv.VulkanBuffer", [0 x i16], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_0t(i32 %80, i32 %79, i32 %81, i32 %82, ptr %83)
  store target("spirv.VulkanBuffer", [0 x i16], 12, 0) %84, ptr %46, align 8, !noalias !9
  store ptr @_ZL1U, ptr %10, align 8
  store ptr %46, ptr %11, align 8
  %85 = load ptr, ptr %10, align 8
  %86 = load ptr, ptr %11, align 8, !nonnull !7, !align !8
  %87 = load target("spirv.VulkanBuffer", [0 x i16], 12, 0), ptr %86, align 8
  store target("spirv.VulkanBuffer", [0 x i16], 12, 0) %87, ptr %85, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  store ptr @_ZL4OutS, ptr %32, align 8, !noalias !12
  store i32 2, ptr %33, align 4, !noalias !12
  store i32 0, ptr %34, align 4, !noalias !12
  store i32 1, ptr %35, align 4, !noalias !12
  store i32 0, ptr %36, align 4, !noalias !12
  store ptr @.str.4, ptr %37, align 8, !noalias !12
  store i32 0, ptr %38, align 4, !noalias !12
  store ptr %39, ptr %9, align 8
  %88 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x i16], 12, 1) poison, ptr %88, align 8
  %89 = load i32, ptr %33, align 4, !noalias !12
  %90 = load i32, ptr %34, align 4, !noalias !12
  %91 = load i32, ptr %35, align 4, !noalias !12
  %92 = load i32, ptr %36, align 4, !noalias !12
  %93 = load ptr, ptr %37, align 8, !noalias !12
  %94 = call target("spirv.VulkanBuffer", [0 x i16], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_1t(i32 %90, i32 %89, i32 %91, i32 %92, ptr %93)
  store target("spirv.VulkanBuffer", [0 x i16], 12, 1) %94, ptr %39, align 8, !noalias !12
  %95 = load target("spirv.VulkanBuffer", [0 x i16], 12, 1), ptr %39, align 8, !noalias !12
  %96 = load i32, ptr %38, align 4, !noalias !12
  %97 = load i32, ptr %34, align 4, !noalias !12
  %98 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1) %95, i32 %96, i32 %97)
  %99 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %39, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %98, ptr %99, align 8, !noalias !12
  store ptr @_ZL4OutS, ptr %7, align 8
  store ptr %39, ptr %8, align 8
  %100 = load ptr, ptr %7, align 8
  %101 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %102 = load target("spirv.VulkanBuffer", [0 x i16], 12, 1), ptr %101, align 8
  store target("spirv.VulkanBuffer", [0 x i16], 12, 1) %102, ptr %100, align 8
  %103 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %104 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %103, i32 0, i32 1
  %105 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %104, align 8
  %106 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %100, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %105, ptr %106, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !15)
  store ptr @_ZL4OutU, ptr %24, align 8, !noalias !15
  store i32 3, ptr %25, align 4, !noalias !15
  store i32 0, ptr %26, align 4, !noalias !15
  store i32 1, ptr %27, align 4, !noalias !15
  store i32 0, ptr %28, align 4, !noalias !15
  store ptr @.str.6, ptr %29, align 8, !noalias !15
  store i32 1, ptr %30, align 4, !noalias !15
  store ptr %31, ptr %6, align 8
  %107 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i16], 12, 1) poison, ptr %107, align 8
  %108 = load i32, ptr %25, align 4, !noalias !15
  %109 = load i32, ptr %26, align 4, !noalias !15
  %110 = load i32, ptr %27, align 4, !noalias !15
  %111 = load i32, ptr %28, align 4, !noalias !15
  %112 = load ptr, ptr %29, align 8, !noalias !15
  %113 = call target("spirv.VulkanBuffer", [0 x i16], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_1t(i32 %109, i32 %108, i32 %110, i32 %111, ptr %112)
  store target("spirv.VulkanBuffer", [0 x i16], 12, 1) %113, ptr %31, align 8, !noalias !15
  %114 = load target("spirv.VulkanBuffer", [0 x i16], 12, 1), ptr %31, align 8, !noalias !15
  %115 = load i32, ptr %30, align 4, !noalias !15
  %116 = load i32, ptr %26, align 4, !noalias !15
  %117 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1) %114, i32 %115, i32 %116)
  %118 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %31, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %117, ptr %118, align 8, !noalias !15
  store ptr @_ZL4OutU, ptr %4, align 8
  store ptr %31, ptr %5, align 8
  %119 = load ptr, ptr %4, align 8
  %120 = load ptr, ptr %5, align 8, !nonnull !7, !align !8
  %121 = load target("spirv.VulkanBuffer", [0 x i16], 12, 1), ptr %120, align 8
  store target("spirv.VulkanBuffer", [0 x i16], 12, 1) %121, ptr %119, align 8
  %122 = load ptr, ptr %5, align 8, !nonnull !7, !align !8
  %123 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %122, i32 0, i32 1
  %124 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %123, align 8
  %125 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %119, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %124, ptr %125, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !18)
  store ptr @_ZL4Wide, ptr %16, align 8, !noalias !18
  store i32 4, ptr %17, align 4, !noalias !18
  store i32 0, ptr %18, align 4, !noalias !18
  store i32 1, ptr %19, align 4, !noalias !18
  store i32 0, ptr %20, align 4, !noalias !18
  store ptr @.str.8, ptr %21, align 8, !noalias !18
  store i32 2, ptr %22, align 4, !noalias !18
  store ptr %23, ptr %3, align 8
  %126 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %126, align 8
  %127 = load i32, ptr %17, align 4, !noalias !18
  %128 = load i32, ptr %18, align 4, !noalias !18
  %129 = load i32, ptr %19, align 4, !noalias !18
  %130 = load i32, ptr %20, align 4, !noalias !18
  %131 = load ptr, ptr %21, align 8, !noalias !18
  %132 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %128, i32 %127, i32 %129, i32 %130, ptr %131)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %132, ptr %23, align 8, !noalias !18
  %133 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %23, align 8, !noalias !18
  %134 = load i32, ptr %22, align 4, !noalias !18
  %135 = load i32, ptr %18, align 4, !noalias !18
  %136 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %133, i32 %134, i32 %135)
  %137 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %23, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %136, ptr %137, align 8, !noalias !18
  store ptr @_ZL4Wide, ptr %1, align 8
  store ptr %23, ptr %2, align 8
  %138 = load ptr, ptr %1, align 8
  %139 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %140 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %139, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %140, ptr %138, align 8
  %141 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %142 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %141, i32 0, i32 1
  %143 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %142, align 8
  %144 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %138, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %143, ptr %144, align 8
  %145 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %146 = insertelement <3 x i32> poison, i32 %145, i64 0
  %147 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %148 = insertelement <3 x i32> %146, i32 %147, i64 1
  %149 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %150 = insertelement <3 x i32> %148, i32 %149, i64 2
  store <3 x i32> %150, ptr %64, align 16
  %151 = load <3 x i32>, ptr %64, align 16
  %152 = extractelement <3 x i32> %151, i64 0
  store ptr @_ZL1S, ptr %62, align 8
  store i32 %152, ptr %63, align 4
  %153 = load ptr, ptr %62, align 8
  %154 = load target("spirv.VulkanBuffer", [0 x i16], 12, 0), ptr %153, align 8
  %155 = load i32, ptr %63, align 4
  %156 = call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_0t(target("spirv.VulkanBuffer", [0 x i16], 12, 0) %154, i32 %155)
  %157 = load i16, ptr addrspace(11) %156, align 2
  store i16 %157, ptr %65, align 2
  %158 = load <3 x i32>, ptr %64, align 16
  %159 = extractelement <3 x i32> %158, i64 0
  store ptr @_ZL1U, ptr %60, align 8
  store i32 %159, ptr %61, align 4
  %160 = load ptr, ptr %60, align 8
  %161 = load target("spirv.VulkanBuffer", [0 x i16], 12, 0), ptr %160, align 8
  %162 = load i32, ptr %61, align 4
  %163 = call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_0t(target("spirv.VulkanBuffer", [0 x i16], 12, 0) %161, i32 %162)
  %164 = load i16, ptr addrspace(11) %163, align 2
  store i16 %164, ptr %66, align 2
  %165 = load i16, ptr %65, align 2
  %166 = mul nsw i16 %165, 3
  %167 = load i16, ptr %65, align 2
  %168 = ashr i16 %167, 2
  %169 = add nsw i16 %166, %168
  %170 = load <3 x i32>, ptr %64, align 16
  %171 = extractelement <3 x i32> %170, i64 0
  store ptr @_ZL4OutS, ptr %58, align 8
  store i32 %171, ptr %59, align 4
  %172 = load ptr, ptr %58, align 8
  %173 = load target("spirv.VulkanBuffer", [0 x i16], 12, 1), ptr %172, align 8
  %174 = load i32, ptr %59, align 4
  %175 = call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1) %173, i32 %174)
  store i16 %169, ptr addrspace(11) %175, align 2
  %176 = load i16, ptr %66, align 2
  %177 = shl i16 %176, 3
  %178 = load i16, ptr %66, align 2
  %179 = lshr i16 %178, 5
  %180 = xor i16 %177, %179
  %181 = load <3 x i32>, ptr %64, align 16
  %182 = extractelement <3 x i32> %181, i64 0
  %183 = trunc i32 %182 to i16
  %184 = add i16 %180, %183
  %185 = load <3 x i32>, ptr %64, align 16
  %186 = extractelement <3 x i32> %185, i64 0
  store ptr @_ZL4OutU, ptr %56, align 8
  store i32 %186, ptr %57, align 4
  %187 = load ptr, ptr %56, align 8
  %188 = load target("spirv.VulkanBuffer", [0 x i16], 12, 1), ptr %187, align 8
  %189 = load i32, ptr %57, align 4
  %190 = call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1) %188, i32 %189)
  store i16 %184, ptr addrspace(11) %190, align 2
  %191 = load i16, ptr %65, align 2
  %192 = sext i16 %191 to i32
  %193 = load i16, ptr %66, align 2
  %194 = zext i16 %193 to i32
  %195 = mul nsw i32 %192, %194
  %196 = load <3 x i32>, ptr %64, align 16
  %197 = extractelement <3 x i32> %196, i64 0
  store ptr @_ZL4Wide, ptr %54, align 8
  store i32 %197, ptr %55, align 4
  %198 = load ptr, ptr %54, align 8
  %199 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %198, align 8
  %200 = load i32, ptr %55, align 4
  %201 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %199, i32 %200)
  store i32 %195, ptr addrspace(11) %201, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i16], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i16], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_0t(target("spirv.VulkanBuffer", [0 x i16], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"dx.nativelowprec", i32 1}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (3)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl16StructuredBufferIsE19__createFromBindingEjjijPKc: argument 0"}
!6 = distinct !{!6, !"_ZN4hlsl16StructuredBufferIsE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 8}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN4hlsl16StructuredBufferItE19__createFromBindingEjjijPKc: argument 0"}
!11 = distinct !{!11, !"_ZN4hlsl16StructuredBufferItE19__createFromBindingEjjijPKc"}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_ZN4hlsl18RWStructuredBufferIsE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!14 = distinct !{!14, !"_ZN4hlsl18RWStructuredBufferIsE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"_ZN4hlsl18RWStructuredBufferItE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!17 = distinct !{!17, !"_ZN4hlsl18RWStructuredBufferItE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!20 = distinct !{!20, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}

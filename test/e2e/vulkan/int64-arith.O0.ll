; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderInt64
; XFAIL: !vulkan-codegen
; int64-arith.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'int64-arith.hlsl'
source_filename = "int64-arith.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i64], 12, 0) }
%"class.hlsl::StructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x i64], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i64], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.1" = type { target("spirv.VulkanBuffer", [0 x i64], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.2" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1U = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"U\00", align 1
@_ZL1S = internal global %"class.hlsl::StructuredBuffer.0" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"S\00", align 1
@_ZL4OutU = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1
@_ZL4OutS = internal global %"class.hlsl::RWStructuredBuffer.1" poison, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"OutS\00", align 1
@_ZL3Low = internal global %"class.hlsl::RWStructuredBuffer.2" poison, align 8
@.str.8 = private unnamed_addr constant [4 x i8] c"Low\00", align 1

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
  %65 = alloca i64, align 8
  %66 = alloca i64, align 8
  %67 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1U, ptr %47, align 8, !noalias !3
  store i32 0, ptr %48, align 4, !noalias !3
  store i32 0, ptr %49, align 4, !noalias !3
  store i32 1, ptr %50, align 4, !noalias !3
  store i32 0, ptr %51, align 4, !noalias !3
  store ptr @.str, ptr %52, align 8, !noalias !3
  store ptr %53, ptr %15, align 8
  %68 = load ptr, ptr %15, align 8
  store target("spirv.VulkanBuffer", [0 x i64], 12, 0) poison, ptr %68, align 8
  %69 = load i32, ptr %48, align 4, !noalias !3
  %70 = load i32, ptr %49, align 4, !noalias !3
  %71 = load i32, ptr %50, align 4, !noalias !3
  %72 = load i32, ptr %51, align 4, !noalias !3
  %73 = load ptr, ptr %52, align 8, !noalias !3
  %74 = call target("spirv.VulkanBuffer", [0 x i64], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_0t(i32 %70, i32 %69, i32 %71, i32 %72, ptr %73)
  store target("spirv.VulkanBuffer", [0 x i64], 12, 0) %74, ptr %53, align 8, !noalias !3
  store ptr @_ZL1U, ptr %13, align 8
  store ptr %53, ptr %14, align 8
  %75 = load ptr, ptr %13, align 8
  %76 = load ptr, ptr %14, align 8, !nonnull !6, !align !7
  %77 = load target("spirv.VulkanBuffer", [0 x i64], 12, 0), ptr %76, align 8
  store target("spirv.VulkanBuffer", [0 x i64], 12, 0) %77, ptr %75, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1S, ptr %40, align 8, !noalias !8
  store i32 1, ptr %41, align 4, !noalias !8
  store i32 0, ptr %42, align 4, !noalias !8
  store i32 1, ptr %43, align 4, !noalias !8
  store i32 0, ptr %44, align 4, !noalias !8
  store ptr @.str.2, ptr %45, align 8, !noalias !8
  store ptr %46, ptr %12, align 8
  %78 = load ptr, ptr %12, align 8
  store target("spirv.VulkanBuffer", [0 x i64], 12, 0) poison, ptr %78, align 8
  %79 = load i32, ptr %41, align 4, !noalias !8
  %80 = load i32, ptr %42, align 4, !noalias !8
  %81 = load i32, ptr %43, align 4, !noalias !8
  %82 = load i32, ptr %44, align 4, !noalias !8
  %83 = load ptr, ptr %45, align 8, !noalias !8
  %84 = call target("spirv.VulkanBuffer", [0 x i64], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_0t(i32 %80, i32 %79, i32 %81, i32 %82, ptr %83)
  store target("spirv.VulkanBuffer", [0 x i64], 12, 0) %84, ptr %46, align 8, !noalias !8
  store ptr @_ZL1S, ptr %10, align 8
  store ptr %46, ptr %11, align 8
  %85 = load ptr, ptr %10, align 8
  %86 = load ptr, ptr %11, align 8, !nonnull !6, !align !7
  %87 = load target("spirv.VulkanBuffer", [0 x i64], 12, 0), ptr %86, align 8
  store target("spirv.VulkanBuffer", [0 x i64], 12, 0) %87, ptr %85, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4OutU, ptr %32, align 8, !noalias !11
  store i32 2, ptr %33, align 4, !noalias !11
  store i32 0, ptr %34, align 4, !noalias !11
  store i32 1, ptr %35, align 4, !noalias !11
  store i32 0, ptr %36, align 4, !noalias !11
  store ptr @.str.4, ptr %37, align 8, !noalias !11
  store i32 0, ptr %38, align 4, !noalias !11
  store ptr %39, ptr %9, align 8
  %88 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x i64], 12, 1) poison, ptr %88, align 8
  %89 = load i32, ptr %33, align 4, !noalias !11
  %90 = load i32, ptr %34, align 4, !noalias !11
  %91 = load i32, ptr %35, align 4, !noalias !11
  %92 = load i32, ptr %36, align 4, !noalias !11
  %93 = load ptr, ptr %37, align 8, !noalias !11
  %94 = call target("spirv.VulkanBuffer", [0 x i64], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_1t(i32 %90, i32 %89, i32 %91, i32 %92, ptr %93)
  store target("spirv.VulkanBuffer", [0 x i64], 12, 1) %94, ptr %39, align 8, !noalias !11
  %95 = load target("spirv.VulkanBuffer", [0 x i64], 12, 1), ptr %39, align 8, !noalias !11
  %96 = load i32, ptr %38, align 4, !noalias !11
  %97 = load i32, ptr %34, align 4, !noalias !11
  %98 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1) %95, i32 %96, i32 %97)
  %99 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %39, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %98, ptr %99, align 8, !noalias !11
  store ptr @_ZL4OutU, ptr %7, align 8
  store ptr %39, ptr %8, align 8
  %100 = load ptr, ptr %7, align 8
  %101 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %102 = load target("spirv.VulkanBuffer", [0 x i64], 12, 1), ptr %101, align 8
  store target("spirv.VulkanBuffer", [0 x i64], 12, 1) %102, ptr %100, align 8
  %103 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %104 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %103, i32 0, i32 1
  %105 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %104, align 8
  %106 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %100, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %105, ptr %106, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL4OutS, ptr %24, align 8, !noalias !14
  store i32 3, ptr %25, align 4, !noalias !14
  store i32 0, ptr %26, align 4, !noalias !14
  store i32 1, ptr %27, align 4, !noalias !14
  store i32 0, ptr %28, align 4, !noalias !14
  store ptr @.str.6, ptr %29, align 8, !noalias !14
  store i32 1, ptr %30, align 4, !noalias !14
  store ptr %31, ptr %6, align 8
  %107 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i64], 12, 1) poison, ptr %107, align 8
  %108 = load i32, ptr %25, align 4, !noalias !14
  %109 = load i32, ptr %26, align 4, !noalias !14
  %110 = load i32, ptr %27, align 4, !noalias !14
  %111 = load i32, ptr %28, align 4, !noalias !14
  %112 = load ptr, ptr %29, align 8, !noalias !14
  %113 = call target("spirv.VulkanBuffer", [0 x i64], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_1t(i32 %109, i32 %108, i32 %110, i32 %111, ptr %112)
  store target("spirv.VulkanBuffer", [0 x i64], 12, 1) %113, ptr %31, align 8, !noalias !14
  %114 = load target("spirv.VulkanBuffer", [0 x i64], 12, 1), ptr %31, align 8, !noalias !14
  %115 = load i32, ptr %30, align 4, !noalias !14
  %116 = load i32, ptr %26, align 4, !noalias !14
  %117 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1) %114, i32 %115, i32 %116)
  %118 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %31, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %117, ptr %118, align 8, !noalias !14
  store ptr @_ZL4OutS, ptr %4, align 8
  store ptr %31, ptr %5, align 8
  %119 = load ptr, ptr %4, align 8
  %120 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %121 = load target("spirv.VulkanBuffer", [0 x i64], 12, 1), ptr %120, align 8
  store target("spirv.VulkanBuffer", [0 x i64], 12, 1) %121, ptr %119, align 8
  %122 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %123 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %122, i32 0, i32 1
  %124 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %123, align 8
  %125 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %119, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %124, ptr %125, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  store ptr @_ZL3Low, ptr %16, align 8, !noalias !17
  store i32 4, ptr %17, align 4, !noalias !17
  store i32 0, ptr %18, align 4, !noalias !17
  store i32 1, ptr %19, align 4, !noalias !17
  store i32 0, ptr %20, align 4, !noalias !17
  store ptr @.str.8, ptr %21, align 8, !noalias !17
  store i32 2, ptr %22, align 4, !noalias !17
  store ptr %23, ptr %3, align 8
  %126 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %126, align 8
  %127 = load i32, ptr %17, align 4, !noalias !17
  %128 = load i32, ptr %18, align 4, !noalias !17
  %129 = load i32, ptr %19, align 4, !noalias !17
  %130 = load i32, ptr %20, align 4, !noalias !17
  %131 = load ptr, ptr %21, align 8, !noalias !17
  %132 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %128, i32 %127, i32 %129, i32 %130, ptr %131)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %132, ptr %23, align 8, !noalias !17
  %133 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %23, align 8, !noalias !17
  %134 = load i32, ptr %22, align 4, !noalias !17
  %135 = load i32, ptr %18, align 4, !noalias !17
  %136 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %133, i32 %134, i32 %135)
  %137 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %23, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %136, ptr %137, align 8, !noalias !17
  store ptr @_ZL3Low, ptr %1, align 8
  store ptr %23, ptr %2, align 8
  %138 = load ptr, ptr %1, align 8
  %139 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %140 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %139, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %140, ptr %138, align 8
  %141 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
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
  store ptr @_ZL1U, ptr %62, align 8
  store i32 %152, ptr %63, align 4
  %153 = load ptr, ptr %62, align 8
  %154 = load target("spirv.VulkanBuffer", [0 x i64], 12, 0), ptr %153, align 8
  %155 = load i32, ptr %63, align 4
  %156 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_0t(target("spirv.VulkanBuffer", [0 x i64], 12, 0) %154, i32 %155)
  %157 = load i64, ptr addrspace(11) %156, align 8
  store i64 %157, ptr %65, align 8
  %158 = load <3 x i32>, ptr %64, align 16
  %159 = extractelement <3 x i32> %158, i64 0
  store ptr @_ZL1S, ptr %60, align 8
  store i32 %159, ptr %61, align 4
  %160 = load ptr, ptr %60, align 8
  %161 = load target("spirv.VulkanBuffer", [0 x i64], 12, 0), ptr %160, align 8
  %162 = load i32, ptr %61, align 4
  %163 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_0t(target("spirv.VulkanBuffer", [0 x i64], 12, 0) %161, i32 %162)
  %164 = load i64, ptr addrspace(11) %163, align 8
  store i64 %164, ptr %66, align 8
  %165 = load i64, ptr %65, align 8
  %166 = mul i64 %165, 1099511628211
  %167 = load i64, ptr %65, align 8
  %168 = lshr i64 %167, 37
  %169 = add i64 %166, %168
  %170 = load <3 x i32>, ptr %64, align 16
  %171 = extractelement <3 x i32> %170, i64 0
  %172 = zext i32 %171 to i64
  %173 = shl i64 %172, 40
  %174 = add i64 %169, %173
  %175 = load <3 x i32>, ptr %64, align 16
  %176 = extractelement <3 x i32> %175, i64 0
  store ptr @_ZL4OutU, ptr %58, align 8
  store i32 %176, ptr %59, align 4
  %177 = load ptr, ptr %58, align 8
  %178 = load target("spirv.VulkanBuffer", [0 x i64], 12, 1), ptr %177, align 8
  %179 = load i32, ptr %59, align 4
  %180 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1) %178, i32 %179)
  store i64 %174, ptr addrspace(11) %180, align 8
  %181 = load i64, ptr %66, align 8
  %182 = sdiv i64 %181, 7
  %183 = load i64, ptr %66, align 8
  %184 = srem i64 %183, 1000
  %185 = add nsw i64 %182, %184
  %186 = load i64, ptr %66, align 8
  %187 = icmp sgt i64 %186, 0
  br i1 %187, label %188, label %189

188:                                              ; preds = %0
  br label %193

189:                                              ; preds = %0
  %190 = load i64, ptr %66, align 8
  %191 = ashr i64 %190, 3
  %192 = sub nsw i64 0, %191
  br label %193

193:                                              ; preds = %188, %189
  %194 = phi i64 [ 8589934592, %188 ], [ %192, %189 ]
  %195 = sub nsw i64 %185, %194
  %196 = load <3 x i32>, ptr %64, align 16
  %197 = extractelement <3 x i32> %196, i64 0
  store ptr @_ZL4OutS, ptr %56, align 8
  store i32 %197, ptr %57, align 4
  %198 = load ptr, ptr %56, align 8
  %199 = load target("spirv.VulkanBuffer", [0 x i64], 12, 1), ptr %198, align 8
  %200 = load i32, ptr %57, align 4
  %201 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1) %199, i32 %200)
  store i64 %195, ptr addrspace(11) %201, align 8
  %202 = load i64, ptr %65, align 8
  %203 = trunc i64 %202 to i32
  %204 = load i64, ptr %65, align 8
  %205 = lshr i64 %204, 32
  %206 = trunc i64 %205 to i32
  %207 = xor i32 %203, %206
  %208 = load i64, ptr %66, align 8
  %209 = icmp slt i64 %208, -5
  %210 = zext i1 %209 to i64
  %211 = select i1 %209, i32 1, i32 0
  %212 = xor i32 %207, %211
  %213 = load <3 x i32>, ptr %64, align 16
  %214 = extractelement <3 x i32> %213, i64 0
  store ptr @_ZL3Low, ptr %54, align 8
  store i32 %214, ptr %55, align 4
  %215 = load ptr, ptr %54, align 8
  %216 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %215, align 8
  %217 = load i32, ptr %55, align 4
  %218 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %216, i32 %217)
  store i32 %212, ptr addrspace(11) %218, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i64], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i64], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_0t(target("spirv.VulkanBuffer", [0 x i64], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferImE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferImE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIlE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIlE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferImE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferImE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIlE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIlE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!19 = distinct !{!19, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; int-arith.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'int-arith.hlsl'
source_filename = "int-arith.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1A = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@_ZL4OutS = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"OutS\00", align 1
@_ZL4OutU = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1

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
  %20 = alloca %"class.hlsl::RWStructuredBuffer.0", align 8
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
  %35 = alloca %"class.hlsl::StructuredBuffer", align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca %"class.hlsl::StructuredBuffer", align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca <3 x i32>, align 16
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %36, align 8, !noalias !3
  store i32 0, ptr %37, align 4, !noalias !3
  store i32 0, ptr %38, align 4, !noalias !3
  store i32 1, ptr %39, align 4, !noalias !3
  store i32 0, ptr %40, align 4, !noalias !3
  store ptr @.str, ptr %41, align 8, !noalias !3
  store ptr %42, ptr %11, align 8
  %57 = load ptr, ptr %11, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %57, align 8
  %58 = load i32, ptr %37, align 4, !noalias !3
  %59 = load i32, ptr %38, align 4, !noalias !3
  %60 = load i32, ptr %39, align 4, !noalias !3
  %61 = load i32, ptr %40, align 4, !noalias !3
  %62 = load ptr, ptr %41, align 8, !noalias !3
  %63 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %59, i32 %58, i32 %60, i32 %61, ptr %62)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %63, ptr %42, align 8, !noalias !3
  store ptr @_ZL1A, ptr %7, align 8
  store ptr %42, ptr %8, align 8
  %64 = load ptr, ptr %7, align 8
  %65 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %66 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %65, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %66, ptr %64, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %29, align 8, !noalias !8
  store i32 1, ptr %30, align 4, !noalias !8
  store i32 0, ptr %31, align 4, !noalias !8
  store i32 1, ptr %32, align 4, !noalias !8
  store i32 0, ptr %33, align 4, !noalias !8
  store ptr @.str.2, ptr %34, align 8, !noalias !8
  store ptr %35, ptr %12, align 8
  %67 = load ptr, ptr %12, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %67, align 8
  %68 = load i32, ptr %30, align 4, !noalias !8
  %69 = load i32, ptr %31, align 4, !noalias !8
  %70 = load i32, ptr %32, align 4, !noalias !8
  %71 = load i32, ptr %33, align 4, !noalias !8
  %72 = load ptr, ptr %34, align 8, !noalias !8
  %73 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %69, i32 %68, i32 %70, i32 %71, ptr %72)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %73, ptr %35, align 8, !noalias !8
  store ptr @_ZL1B, ptr %9, align 8
  store ptr %35, ptr %10, align 8
  %74 = load ptr, ptr %9, align 8
  %75 = load ptr, ptr %10, align 8, !nonnull !6, !align !7
  %76 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %75, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %76, ptr %74, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4OutS, ptr %21, align 8, !noalias !11
  store i32 2, ptr %22, align 4, !noalias !11
  store i32 0, ptr %23, align 4, !noalias !11
  store i32 1, ptr %24, align 4, !noalias !11
  store i32 0, ptr %25, align 4, !noalias !11
  store ptr @.str.4, ptr %26, align 8, !noalias !11
  store i32 0, ptr %27, align 4, !noalias !11
  store ptr %28, ptr %6, align 8
  %77 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) poison, ptr %77, align 8
  %78 = load i32, ptr %22, align 4, !noalias !11
  %79 = load i32, ptr %23, align 4, !noalias !11
  %80 = load i32, ptr %24, align 4, !noalias !11
  %81 = load i32, ptr %25, align 4, !noalias !11
  %82 = load ptr, ptr %26, align 8, !noalias !11
  %83 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 %79, i32 %78, i32 %80, i32 %81, ptr %82)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %83, ptr %28, align 8, !noalias !11
  %84 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %28, align 8, !noalias !11
  %85 = load i32, ptr %27, align 4, !noalias !11
  %86 = load i32, ptr %23, align 4, !noalias !11
  %87 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %84, i32 %85, i32 %86)
  %88 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %87, ptr %88, align 8, !noalias !11
  store ptr @_ZL4OutS, ptr %4, align 8
  store ptr %28, ptr %5, align 8
  %89 = load ptr, ptr %4, align 8
  %90 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %91 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %90, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %91, ptr %89, align 8
  %92 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %93 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %92, i32 0, i32 1
  %94 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %93, align 8
  %95 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %89, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %94, ptr %95, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL4OutU, ptr %13, align 8, !noalias !14
  store i32 3, ptr %14, align 4, !noalias !14
  store i32 0, ptr %15, align 4, !noalias !14
  store i32 1, ptr %16, align 4, !noalias !14
  store i32 0, ptr %17, align 4, !noalias !14
  store ptr @.str.6, ptr %18, align 8, !noalias !14
  store i32 1, ptr %19, align 4, !noalias !14
  store ptr %20, ptr %3, align 8
  %96 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) poison, ptr %96, align 8
  %97 = load i32, ptr %14, align 4, !noalias !14
  %98 = load i32, ptr %15, align 4, !noalias !14
  %99 = load i32, ptr %16, align 4, !noalias !14
  %100 = load i32, ptr %17, align 4, !noalias !14
  %101 = load ptr, ptr %18, align 8, !noalias !14
  %102 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 %98, i32 %97, i32 %99, i32 %100, ptr %101)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %102, ptr %20, align 8, !noalias !14
  %103 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %20, align 8, !noalias !14
  %104 = load i32, ptr %19, align 4, !noalias !14
  %105 = load i32, ptr %15, align 4, !noalias !14
  %106 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %103, i32 %104, i32 %105)
  %107 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %20, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %106, ptr %107, align 8, !noalias !14
  store ptr @_ZL4OutU, ptr %1, align 8
  store ptr %20, ptr %2, align 8
  %108 = load ptr, ptr %1, align 8
  %109 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %110 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %109, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %110, ptr %108, align 8
  %111 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %112 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %111, i32 0, i32 1
  %113 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %112, align 8
  %114 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %108, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %113, ptr %114, align 8
  %115 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %116 = insertelement <3 x i32> poison, i32 %115, i64 0
  %117 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %118 = insertelement <3 x i32> %116, i32 %117, i64 1
  %119 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %120 = insertelement <3 x i32> %118, i32 %119, i64 2
  store <3 x i32> %120, ptr %51, align 16
  %121 = load <3 x i32>, ptr %51, align 16
  %122 = extractelement <3 x i32> %121, i64 0
  store ptr @_ZL1A, ptr %47, align 8
  store i32 %122, ptr %48, align 4
  %123 = load ptr, ptr %47, align 8
  %124 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %123, align 8
  %125 = load i32, ptr %48, align 4
  %126 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %124, i32 %125)
  %127 = load i32, ptr addrspace(11) %126, align 4
  store i32 %127, ptr %52, align 4
  %128 = load <3 x i32>, ptr %51, align 16
  %129 = extractelement <3 x i32> %128, i64 0
  store ptr @_ZL1B, ptr %49, align 8
  store i32 %129, ptr %50, align 4
  %130 = load ptr, ptr %49, align 8
  %131 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %130, align 8
  %132 = load i32, ptr %50, align 4
  %133 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %131, i32 %132)
  %134 = load i32, ptr addrspace(11) %133, align 4
  store i32 %134, ptr %53, align 4
  %135 = load i32, ptr %52, align 4
  store i32 %135, ptr %54, align 4
  %136 = load i32, ptr %53, align 4
  store i32 %136, ptr %55, align 4
  %137 = load i32, ptr %52, align 4
  %138 = load i32, ptr %53, align 4
  %139 = call i32 @llvm.smin.i32(i32 %137, i32 %138)
  %140 = load i32, ptr %52, align 4
  %141 = load i32, ptr %53, align 4
  %142 = sub nsw i32 0, %141
  %143 = call i32 @llvm.smax.i32(i32 %140, i32 %142)
  %144 = add nsw i32 %139, %143
  %145 = insertelement <4 x i32> poison, i32 %144, i32 0
  %146 = load i32, ptr %52, align 4
  %147 = call i32 @llvm.spv.sclamp.i32(i32 %146, i32 -300, i32 300)
  %148 = load i32, ptr %52, align 4
  %149 = call i32 @llvm.abs.i32(i32 %148, i1 false)
  %150 = add nsw i32 %147, %149
  %151 = insertelement <4 x i32> %145, i32 %150, i32 1
  %152 = load i32, ptr %52, align 4
  %153 = load i32, ptr %53, align 4
  %154 = sdiv i32 %152, %153
  %155 = load i32, ptr %52, align 4
  %156 = load i32, ptr %53, align 4
  %157 = srem i32 %155, %156
  %158 = mul nsw i32 %157, 1000
  %159 = add nsw i32 %154, %158
  %160 = insertelement <4 x i32> %151, i32 %159, i32 2
  %161 = load i32, ptr %52, align 4
  %162 = load i32, ptr %53, align 4
  %163 = and i32 %162, 15
  %164 = ashr i32 %161, %163
  %165 = load i32, ptr %52, align 4
  %166 = mul nsw i32 %165, 40503
  %167 = add nsw i32 %164, %166
  %168 = insertelement <4 x i32> %160, i32 %167, i32 3
  %169 = load <3 x i32>, ptr %51, align 16
  %170 = extractelement <3 x i32> %169, i64 0
  store ptr @_ZL4OutS, ptr %45, align 8
  store i32 %170, ptr %46, align 4
  %171 = load ptr, ptr %45, align 8
  %172 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %171, align 8
  %173 = load i32, ptr %46, align 4
  %174 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %172, i32 %173)
  store <4 x i32> %168, ptr addrspace(11) %174, align 16
  %175 = load i32, ptr %54, align 4
  %176 = load i32, ptr %55, align 4
  %177 = call i32 @llvm.umin.i32(i32 %175, i32 %176)
  %178 = load i32, ptr %54, align 4
  %179 = call i32 @llvm.umax.i32(i32 %178, i32 7)
  %180 = add i32 %177, %179
  %181 = insertelement <4 x i32> poison, i32 %180, i32 0
  %182 = load i32, ptr %54, align 4
  %183 = call i32 @llvm.spv.uclamp.i32(i32 %182, i32 10, i32 90000)
  %184 = insertelement <4 x i32> %181, i32 %183, i32 1
  %185 = load i32, ptr %54, align 4
  %186 = load i32, ptr %55, align 4
  %187 = udiv i32 %185, %186
  %188 = load i32, ptr %54, align 4
  %189 = load i32, ptr %55, align 4
  %190 = urem i32 %188, %189
  %191 = add i32 %187, %190
  %192 = insertelement <4 x i32> %184, i32 %191, i32 2
  %193 = load i32, ptr %54, align 4
  %194 = load i32, ptr %55, align 4
  %195 = and i32 %194, 31
  %196 = lshr i32 %193, %195
  %197 = load i32, ptr %54, align 4
  %198 = shl i32 %197, 3
  %199 = xor i32 %196, %198
  %200 = insertelement <4 x i32> %192, i32 %199, i32 3
  %201 = load <3 x i32>, ptr %51, align 16
  %202 = extractelement <3 x i32> %201, i64 0
  store ptr @_ZL4OutU, ptr %43, align 8
  store i32 %202, ptr %44, align 4
  %203 = load ptr, ptr %43, align 8
  %204 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %203, align 8
  %205 = load i32, ptr %44, align 4
  %206 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %204, i32 %205)
  store <4 x i32> %200, ptr addrspace(11) %206, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.sclamp.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.uclamp.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIiE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIiE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIiE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIiE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv4_iE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv4_iE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIDv4_jE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIDv4_jE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; helper-inout.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'helper-inout.hlsl'
source_filename = "helper-inout.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden spir_func void @_Z5sort2RiS_(ptr noalias noundef nonnull align 4 dereferenceable(4) %0, ptr noalias noundef nonnull align 4 dereferenceable(4) %1) #1 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8, !nonnull !3, !align !4
  %8 = load i32, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8, !nonnull !3, !align !4
  %10 = load i32, ptr %9, align 4
  %11 = icmp sgt i32 %8, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %2
  %13 = load ptr, ptr %4, align 8, !nonnull !3, !align !4
  %14 = load i32, ptr %13, align 4
  store i32 %14, ptr %6, align 4
  %15 = load ptr, ptr %5, align 8, !nonnull !3, !align !4
  %16 = load i32, ptr %15, align 4
  %17 = load ptr, ptr %4, align 8, !nonnull !3, !align !4
  store i32 %16, ptr %17, align 4
  %18 = load i32, ptr %6, align 4
  %19 = load ptr, ptr %5, align 8, !nonnull !3, !align !4
  store i32 %18, ptr %19, align 4
  br label %20

20:                                               ; preds = %12, %2
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden spir_func void @_Z6range3Dv3_iRiS0_(<3 x i32> noundef %0, ptr noalias noundef nonnull align 4 dereferenceable(4) %1, ptr noalias noundef nonnull align 4 dereferenceable(4) %2) #1 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca <3 x i32>, align 16
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store <3 x i32> %0, ptr %5, align 16
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %8 = load <3 x i32>, ptr %5, align 16
  %9 = extractelement <3 x i32> %8, i64 0
  %10 = load <3 x i32>, ptr %5, align 16
  %11 = extractelement <3 x i32> %10, i64 1
  %12 = load <3 x i32>, ptr %5, align 16
  %13 = extractelement <3 x i32> %12, i64 2
  %14 = call i32 @llvm.smin.i32(i32 %11, i32 %13)
  %15 = call i32 @llvm.smin.i32(i32 %9, i32 %14)
  %16 = load ptr, ptr %6, align 8, !nonnull !3, !align !4
  store i32 %15, ptr %16, align 4
  %17 = load <3 x i32>, ptr %5, align 16
  %18 = extractelement <3 x i32> %17, i64 0
  %19 = load <3 x i32>, ptr %5, align 16
  %20 = extractelement <3 x i32> %19, i64 1
  %21 = load <3 x i32>, ptr %5, align 16
  %22 = extractelement <3 x i32> %21, i64 2
  %23 = call i32 @llvm.smax.i32(i32 %20, i32 %22)
  %24 = call i32 @llvm.smax.i32(i32 %18, i32 %23)
  %25 = load ptr, ptr %7, align 8, !nonnull !3, !align !4
  store i32 %24, ptr %25, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden spir_func noundef i32 @_Z7median3iii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = call token @llvm.experimental.convergence.entry()
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 %0, ptr %14, align 4
  store i32 %1, ptr %15, align 4
  store i32 %2, ptr %16, align 4
  %23 = load i32, ptr %14, align 4
  store i32 %23, ptr %17, align 4
  %24 = load i32, ptr %15, align 4
  store i32 %24, ptr %18, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr %17, ptr %4, align 8, !noalias !10
  store ptr %18, ptr %5, align 8, !noalias !10
  %25 = load ptr, ptr %4, align 8, !noalias !10, !nonnull !3, !align !4
  %26 = load i32, ptr %25, align 4
  %27 = load ptr, ptr %5, align 8, !noalias !10, !nonnull !3, !align !4
  %28 = load i32, ptr %27, align 4
  %29 = icmp sgt i32 %26, %28
  br i1 %29, label %30, label %38

30:                                               ; preds = %3
  %31 = load ptr, ptr %4, align 8, !noalias !10, !nonnull !3, !align !4
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %6, align 4, !noalias !10
  %33 = load ptr, ptr %5, align 8, !noalias !10, !nonnull !3, !align !4
  %34 = load i32, ptr %33, align 4
  %35 = load ptr, ptr %4, align 8, !noalias !10, !nonnull !3, !align !4
  store i32 %34, ptr %35, align 4
  %36 = load i32, ptr %6, align 4, !noalias !10
  %37 = load ptr, ptr %5, align 8, !noalias !10, !nonnull !3, !align !4
  store i32 %36, ptr %37, align 4
  br label %38

38:                                               ; preds = %3, %30
  %39 = load i32, ptr %17, align 4
  store i32 %39, ptr %14, align 4
  %40 = load i32, ptr %18, align 4
  store i32 %40, ptr %15, align 4
  %41 = load i32, ptr %15, align 4
  store i32 %41, ptr %19, align 4
  %42 = load i32, ptr %16, align 4
  store i32 %42, ptr %20, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr %19, ptr %7, align 8, !noalias !16
  store ptr %20, ptr %8, align 8, !noalias !16
  %43 = load ptr, ptr %7, align 8, !noalias !16, !nonnull !3, !align !4
  %44 = load i32, ptr %43, align 4
  %45 = load ptr, ptr %8, align 8, !noalias !16, !nonnull !3, !align !4
  %46 = load i32, ptr %45, align 4
  %47 = icmp sgt i32 %44, %46
  br i1 %47, label %48, label %56

48:                                               ; preds = %38
  %49 = load ptr, ptr %7, align 8, !noalias !16, !nonnull !3, !align !4
  %50 = load i32, ptr %49, align 4
  store i32 %50, ptr %9, align 4, !noalias !16
  %51 = load ptr, ptr %8, align 8, !noalias !16, !nonnull !3, !align !4
  %52 = load i32, ptr %51, align 4
  %53 = load ptr, ptr %7, align 8, !noalias !16, !nonnull !3, !align !4
  store i32 %52, ptr %53, align 4
  %54 = load i32, ptr %9, align 4, !noalias !16
  %55 = load ptr, ptr %8, align 8, !noalias !16, !nonnull !3, !align !4
  store i32 %54, ptr %55, align 4
  br label %56

56:                                               ; preds = %38, %48
  %57 = load i32, ptr %19, align 4
  store i32 %57, ptr %15, align 4
  %58 = load i32, ptr %20, align 4
  store i32 %58, ptr %16, align 4
  %59 = load i32, ptr %14, align 4
  store i32 %59, ptr %21, align 4
  %60 = load i32, ptr %15, align 4
  store i32 %60, ptr %22, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  store ptr %21, ptr %10, align 8, !noalias !22
  store ptr %22, ptr %11, align 8, !noalias !22
  %61 = load ptr, ptr %10, align 8, !noalias !22, !nonnull !3, !align !4
  %62 = load i32, ptr %61, align 4
  %63 = load ptr, ptr %11, align 8, !noalias !22, !nonnull !3, !align !4
  %64 = load i32, ptr %63, align 4
  %65 = icmp sgt i32 %62, %64
  br i1 %65, label %66, label %74

66:                                               ; preds = %56
  %67 = load ptr, ptr %10, align 8, !noalias !22, !nonnull !3, !align !4
  %68 = load i32, ptr %67, align 4
  store i32 %68, ptr %12, align 4, !noalias !22
  %69 = load ptr, ptr %11, align 8, !noalias !22, !nonnull !3, !align !4
  %70 = load i32, ptr %69, align 4
  %71 = load ptr, ptr %10, align 8, !noalias !22, !nonnull !3, !align !4
  store i32 %70, ptr %71, align 4
  %72 = load i32, ptr %12, align 4, !noalias !22
  %73 = load ptr, ptr %11, align 8, !noalias !22, !nonnull !3, !align !4
  store i32 %72, ptr %73, align 4
  br label %74

74:                                               ; preds = %56, %66
  %75 = load i32, ptr %21, align 4
  store i32 %75, ptr %14, align 4
  %76 = load i32, ptr %22, align 4
  store i32 %76, ptr %15, align 4
  %77 = load i32, ptr %15, align 4
  ret i32 %77
}

; Function Attrs: convergent noinline norecurse optnone
define void @main() #3 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca %"class.hlsl::StructuredBuffer", align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca <3 x i32>, align 16
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca <3 x i32>, align 16
  %48 = alloca <4 x i32>, align 16
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !23)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !23
  store i32 0, ptr %16, align 4, !noalias !23
  store i32 0, ptr %17, align 4, !noalias !23
  store i32 1, ptr %18, align 4, !noalias !23
  store i32 0, ptr %19, align 4, !noalias !23
  store ptr @.str, ptr %20, align 8, !noalias !23
  store ptr %21, ptr %6, align 8
  %54 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) poison, ptr %54, align 8
  %55 = load i32, ptr %16, align 4, !noalias !23
  %56 = load i32, ptr %17, align 4, !noalias !23
  %57 = load i32, ptr %18, align 4, !noalias !23
  %58 = load i32, ptr %19, align 4, !noalias !23
  %59 = load ptr, ptr %20, align 8, !noalias !23
  %60 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_0t(i32 %56, i32 %55, i32 %57, i32 %58, ptr %59)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) %60, ptr %21, align 8, !noalias !23
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %61 = load ptr, ptr %4, align 8
  %62 = load ptr, ptr %5, align 8, !nonnull !3, !align !26
  %63 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0), ptr %62, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) %63, ptr %61, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !27)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !27
  store i32 1, ptr %8, align 4, !noalias !27
  store i32 0, ptr %9, align 4, !noalias !27
  store i32 1, ptr %10, align 4, !noalias !27
  store i32 0, ptr %11, align 4, !noalias !27
  store ptr @.str.2, ptr %12, align 8, !noalias !27
  store i32 0, ptr %13, align 4, !noalias !27
  store ptr %14, ptr %3, align 8
  %64 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) poison, ptr %64, align 8
  %65 = load i32, ptr %8, align 4, !noalias !27
  %66 = load i32, ptr %9, align 4, !noalias !27
  %67 = load i32, ptr %10, align 4, !noalias !27
  %68 = load i32, ptr %11, align 4, !noalias !27
  %69 = load ptr, ptr %12, align 8, !noalias !27
  %70 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 %66, i32 %65, i32 %67, i32 %68, ptr %69)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %70, ptr %14, align 8, !noalias !27
  %71 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %14, align 8, !noalias !27
  %72 = load i32, ptr %13, align 4, !noalias !27
  %73 = load i32, ptr %9, align 4, !noalias !27
  %74 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %71, i32 %72, i32 %73)
  %75 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %74, ptr %75, align 8, !noalias !27
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %76 = load ptr, ptr %1, align 8
  %77 = load ptr, ptr %2, align 8, !nonnull !3, !align !26
  %78 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %77, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %78, ptr %76, align 8
  %79 = load ptr, ptr %2, align 8, !nonnull !3, !align !26
  %80 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %79, i32 0, i32 1
  %81 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %80, align 8
  %82 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %76, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %81, ptr %82, align 8
  %83 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %84 = insertelement <3 x i32> poison, i32 %83, i64 0
  %85 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %86 = insertelement <3 x i32> %84, i32 %85, i64 1
  %87 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %88 = insertelement <3 x i32> %86, i32 %87, i64 2
  store <3 x i32> %88, ptr %47, align 16
  %89 = load <3 x i32>, ptr %47, align 16
  %90 = extractelement <3 x i32> %89, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %90, ptr %25, align 4
  %91 = load ptr, ptr %24, align 8
  %92 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0), ptr %91, align 8
  %93 = load i32, ptr %25, align 4
  %94 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) %92, i32 %93)
  %95 = load <4 x i32>, ptr addrspace(11) %94, align 16
  store <4 x i32> %95, ptr %48, align 16
  %96 = load <4 x i32>, ptr %48, align 16
  %97 = shufflevector <4 x i32> %96, <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  call void @llvm.experimental.noalias.scope.decl(metadata !30)
  call void @llvm.experimental.noalias.scope.decl(metadata !33)
  store <3 x i32> %97, ptr %44, align 16, !noalias !35
  store ptr %51, ptr %45, align 8, !noalias !35
  store ptr %52, ptr %46, align 8, !noalias !35
  %98 = load <3 x i32>, ptr %44, align 16, !noalias !35
  %99 = extractelement <3 x i32> %98, i64 0
  %100 = load <3 x i32>, ptr %44, align 16, !noalias !35
  %101 = extractelement <3 x i32> %100, i64 1
  %102 = load <3 x i32>, ptr %44, align 16, !noalias !35
  %103 = extractelement <3 x i32> %102, i64 2
  %104 = call i32 @llvm.smin.i32(i32 %101, i32 %103)
  %105 = call i32 @llvm.smin.i32(i32 %99, i32 %104)
  %106 = load ptr, ptr %45, align 8, !noalias !35, !nonnull !3, !align !4
  store i32 %105, ptr %106, align 4
  %107 = load <3 x i32>, ptr %44, align 16, !noalias !35
  %108 = extractelement <3 x i32> %107, i64 0
  %109 = load <3 x i32>, ptr %44, align 16, !noalias !35
  %110 = extractelement <3 x i32> %109, i64 1
  %111 = load <3 x i32>, ptr %44, align 16, !noalias !35
  %112 = extractelement <3 x i32> %111, i64 2
  %113 = call i32 @llvm.smax.i32(i32 %110, i32 %112)
  %114 = call i32 @llvm.smax.i32(i32 %108, i32 %113)
  %115 = load ptr, ptr %46, align 8, !noalias !35, !nonnull !3, !align !4
  store i32 %114, ptr %115, align 4
  %116 = load i32, ptr %51, align 4
  store i32 %116, ptr %49, align 4
  %117 = load i32, ptr %52, align 4
  store i32 %117, ptr %50, align 4
  %118 = load <4 x i32>, ptr %48, align 16
  %119 = extractelement <4 x i32> %118, i64 0
  %120 = load <4 x i32>, ptr %48, align 16
  %121 = extractelement <4 x i32> %120, i64 1
  %122 = load <4 x i32>, ptr %48, align 16
  %123 = extractelement <4 x i32> %122, i64 2
  store i32 %119, ptr %35, align 4
  store i32 %121, ptr %36, align 4
  store i32 %123, ptr %37, align 4
  %124 = load i32, ptr %35, align 4
  store i32 %124, ptr %38, align 4
  %125 = load i32, ptr %36, align 4
  store i32 %125, ptr %39, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !36)
  call void @llvm.experimental.noalias.scope.decl(metadata !39)
  store ptr %38, ptr %26, align 8, !noalias !41
  store ptr %39, ptr %27, align 8, !noalias !41
  %126 = load ptr, ptr %26, align 8, !noalias !41, !nonnull !3, !align !4
  %127 = load i32, ptr %126, align 4
  %128 = load ptr, ptr %27, align 8, !noalias !41, !nonnull !3, !align !4
  %129 = load i32, ptr %128, align 4
  %130 = icmp sgt i32 %127, %129
  br i1 %130, label %131, label %139

131:                                              ; preds = %0
  %132 = load ptr, ptr %26, align 8, !noalias !41, !nonnull !3, !align !4
  %133 = load i32, ptr %132, align 4
  store i32 %133, ptr %28, align 4, !noalias !41
  %134 = load ptr, ptr %27, align 8, !noalias !41, !nonnull !3, !align !4
  %135 = load i32, ptr %134, align 4
  %136 = load ptr, ptr %26, align 8, !noalias !41, !nonnull !3, !align !4
  store i32 %135, ptr %136, align 4
  %137 = load i32, ptr %28, align 4, !noalias !41
  %138 = load ptr, ptr %27, align 8, !noalias !41, !nonnull !3, !align !4
  store i32 %137, ptr %138, align 4
  br label %139

139:                                              ; preds = %131, %0
  %140 = load i32, ptr %38, align 4
  store i32 %140, ptr %35, align 4
  %141 = load i32, ptr %39, align 4
  store i32 %141, ptr %36, align 4
  %142 = load i32, ptr %36, align 4
  store i32 %142, ptr %40, align 4
  %143 = load i32, ptr %37, align 4
  store i32 %143, ptr %41, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !42)
  call void @llvm.experimental.noalias.scope.decl(metadata !45)
  store ptr %40, ptr %29, align 8, !noalias !47
  store ptr %41, ptr %30, align 8, !noalias !47
  %144 = load ptr, ptr %29, align 8, !noalias !47, !nonnull !3, !align !4
  %145 = load i32, ptr %144, align 4
  %146 = load ptr, ptr %30, align 8, !noalias !47, !nonnull !3, !align !4
  %147 = load i32, ptr %146, align 4
  %148 = icmp sgt i32 %145, %147
  br i1 %148, label %149, label %157

149:                                              ; preds = %139
  %150 = load ptr, ptr %29, align 8, !noalias !47, !nonnull !3, !align !4
  %151 = load i32, ptr %150, align 4
  store i32 %151, ptr %31, align 4, !noalias !47
  %152 = load ptr, ptr %30, align 8, !noalias !47, !nonnull !3, !align !4
  %153 = load i32, ptr %152, align 4
  %154 = load ptr, ptr %29, align 8, !noalias !47, !nonnull !3, !align !4
  store i32 %153, ptr %154, align 4
  %155 = load i32, ptr %31, align 4, !noalias !47
  %156 = load ptr, ptr %30, align 8, !noalias !47, !nonnull !3, !align !4
  store i32 %155, ptr %156, align 4
  br label %157

157:                                              ; preds = %149, %139
  %158 = load i32, ptr %40, align 4
  store i32 %158, ptr %36, align 4
  %159 = load i32, ptr %41, align 4
  store i32 %159, ptr %37, align 4
  %160 = load i32, ptr %35, align 4
  store i32 %160, ptr %42, align 4
  %161 = load i32, ptr %36, align 4
  store i32 %161, ptr %43, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !48)
  call void @llvm.experimental.noalias.scope.decl(metadata !51)
  store ptr %42, ptr %32, align 8, !noalias !53
  store ptr %43, ptr %33, align 8, !noalias !53
  %162 = load ptr, ptr %32, align 8, !noalias !53, !nonnull !3, !align !4
  %163 = load i32, ptr %162, align 4
  %164 = load ptr, ptr %33, align 8, !noalias !53, !nonnull !3, !align !4
  %165 = load i32, ptr %164, align 4
  %166 = icmp sgt i32 %163, %165
  br i1 %166, label %167, label %175

167:                                              ; preds = %157
  %168 = load ptr, ptr %32, align 8, !noalias !53, !nonnull !3, !align !4
  %169 = load i32, ptr %168, align 4
  store i32 %169, ptr %34, align 4, !noalias !53
  %170 = load ptr, ptr %33, align 8, !noalias !53, !nonnull !3, !align !4
  %171 = load i32, ptr %170, align 4
  %172 = load ptr, ptr %32, align 8, !noalias !53, !nonnull !3, !align !4
  store i32 %171, ptr %172, align 4
  %173 = load i32, ptr %34, align 4, !noalias !53
  %174 = load ptr, ptr %33, align 8, !noalias !53, !nonnull !3, !align !4
  store i32 %173, ptr %174, align 4
  br label %175

175:                                              ; preds = %157, %167
  %176 = load i32, ptr %42, align 4
  store i32 %176, ptr %35, align 4
  %177 = load i32, ptr %43, align 4
  store i32 %177, ptr %36, align 4
  %178 = load i32, ptr %36, align 4
  %179 = load i32, ptr %49, align 4
  %180 = insertelement <4 x i32> poison, i32 %179, i32 0
  %181 = insertelement <4 x i32> %180, i32 %178, i32 1
  %182 = load i32, ptr %50, align 4
  %183 = insertelement <4 x i32> %181, i32 %182, i32 2
  %184 = load <4 x i32>, ptr %48, align 16
  %185 = extractelement <4 x i32> %184, i64 3
  %186 = load i32, ptr %49, align 4
  %187 = sub nsw i32 %185, %186
  %188 = insertelement <4 x i32> %183, i32 %187, i32 3
  %189 = load <3 x i32>, ptr %47, align 16
  %190 = extractelement <3 x i32> %189, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %190, ptr %23, align 4
  %191 = load ptr, ptr %22, align 8
  %192 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %191, align 8
  %193 = load i32, ptr %23, align 4
  %194 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %192, i32 %193)
  store <4 x i32> %188, ptr addrspace(11) %194, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{}
!4 = !{i64 4}
!5 = !{!6}
!6 = distinct !{!6, !7, !"_Z5sort2RiS_: argument 0"}
!7 = distinct !{!7, !"_Z5sort2RiS_"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"_Z5sort2RiS_: argument 1"}
!10 = !{!6, !9}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z5sort2RiS_: argument 0"}
!13 = distinct !{!13, !"_Z5sort2RiS_"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z5sort2RiS_: argument 1"}
!16 = !{!12, !15}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_Z5sort2RiS_: argument 0"}
!19 = distinct !{!19, !"_Z5sort2RiS_"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"_Z5sort2RiS_: argument 1"}
!22 = !{!18, !21}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_ZN4hlsl16StructuredBufferIDv4_iE19__createFromBindingEjjijPKc: argument 0"}
!25 = distinct !{!25, !"_ZN4hlsl16StructuredBufferIDv4_iE19__createFromBindingEjjijPKc"}
!26 = !{i64 8}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZN4hlsl18RWStructuredBufferIDv4_iE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!29 = distinct !{!29, !"_ZN4hlsl18RWStructuredBufferIDv4_iE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_Z6range3Dv3_iRiS0_: argument 0"}
!32 = distinct !{!32, !"_Z6range3Dv3_iRiS0_"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"_Z6range3Dv3_iRiS0_: argument 1"}
!35 = !{!31, !34}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_Z5sort2RiS_: argument 0"}
!38 = distinct !{!38, !"_Z5sort2RiS_"}
!39 = !{!40}
!40 = distinct !{!40, !38, !"_Z5sort2RiS_: argument 1"}
!41 = !{!37, !40}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_Z5sort2RiS_: argument 0"}
!44 = distinct !{!44, !"_Z5sort2RiS_"}
!45 = !{!46}
!46 = distinct !{!46, !44, !"_Z5sort2RiS_: argument 1"}
!47 = !{!43, !46}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_Z5sort2RiS_: argument 0"}
!50 = distinct !{!50, !"_Z5sort2RiS_"}
!51 = !{!52}
!52 = distinct !{!52, !50, !"_Z5sort2RiS_: argument 1"}
!53 = !{!49, !52}

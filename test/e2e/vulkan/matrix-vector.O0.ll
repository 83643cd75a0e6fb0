; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; matrix-vector.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'matrix-vector.hlsl'
source_filename = "matrix-vector.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL4Rows = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [5 x i8] c"Rows\00", align 1
@_ZL4Vecs = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"Vecs\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden spir_func noundef nofpclass(nan inf) <4 x float> @_Z7mat_vecu11matrix_typeILj4ELj4EfEDv4_f(<16 x float> noundef nofpclass(nan inf) %0, <4 x float> noundef nofpclass(nan inf) %1) #1 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca [16 x float], align 4
  %5 = alloca <4 x float>, align 16
  store <16 x float> %0, ptr %4, align 4
  store <4 x float> %1, ptr %5, align 16
  %6 = load <16 x float>, ptr %4, align 4
  %7 = extractelement <16 x float> %6, i64 0
  %8 = insertelement <4 x float> poison, float %7, i32 0
  %9 = extractelement <16 x float> %6, i64 4
  %10 = insertelement <4 x float> %8, float %9, i32 1
  %11 = extractelement <16 x float> %6, i64 8
  %12 = insertelement <4 x float> %10, float %11, i32 2
  %13 = extractelement <16 x float> %6, i64 12
  %14 = insertelement <4 x float> %12, float %13, i32 3
  %15 = load <4 x float>, ptr %5, align 16
  %16 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %14, <4 x float> %15)
  %17 = insertelement <4 x float> poison, float %16, i32 0
  %18 = load <16 x float>, ptr %4, align 4
  %19 = extractelement <16 x float> %18, i64 1
  %20 = insertelement <4 x float> poison, float %19, i32 0
  %21 = extractelement <16 x float> %18, i64 5
  %22 = insertelement <4 x float> %20, float %21, i32 1
  %23 = extractelement <16 x float> %18, i64 9
  %24 = insertelement <4 x float> %22, float %23, i32 2
  %25 = extractelement <16 x float> %18, i64 13
  %26 = insertelement <4 x float> %24, float %25, i32 3
  %27 = load <4 x float>, ptr %5, align 16
  %28 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %26, <4 x float> %27)
  %29 = insertelement <4 x float> %17, float %28, i32 1
  %30 = load <16 x float>, ptr %4, align 4
  %31 = extractelement <16 x float> %30, i64 2
  %32 = insertelement <4 x float> poison, float %31, i32 0
  %33 = extractelement <16 x float> %30, i64 6
  %34 = insertelement <4 x float> %32, float %33, i32 1
  %35 = extractelement <16 x float> %30, i64 10
  %36 = insertelement <4 x float> %34, float %35, i32 2
  %37 = extractelement <16 x float> %30, i64 14
  %38 = insertelement <4 x float> %36, float %37, i32 3
  %39 = load <4 x float>, ptr %5, align 16
  %40 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %38, <4 x float> %39)
  %41 = insertelement <4 x float> %29, float %40, i32 2
  %42 = load <16 x float>, ptr %4, align 4
  %43 = extractelement <16 x float> %42, i64 3
  %44 = insertelement <4 x float> poison, float %43, i32 0
  %45 = extractelement <16 x float> %42, i64 7
  %46 = insertelement <4 x float> %44, float %45, i32 1
  %47 = extractelement <16 x float> %42, i64 11
  %48 = insertelement <4 x float> %46, float %47, i32 2
  %49 = extractelement <16 x float> %42, i64 15
  %50 = insertelement <4 x float> %48, float %49, i32 3
  %51 = load <4 x float>, ptr %5, align 16
  %52 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %50, <4 x float> %51)
  %53 = insertelement <4 x float> %41, float %52, i32 3
  ret <4 x float> %53
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.fdot.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden spir_func noundef nofpclass(nan inf) <16 x float> @_Z10transpose4u11matrix_typeILj4ELj4EfE(<16 x float> noundef nofpclass(nan inf) %0) #1 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca [16 x float], align 4
  %4 = alloca [16 x float], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store <16 x float> %0, ptr %3, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %37, %1
  %8 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %2) ]
  %9 = load i32, ptr %5, align 4
  %10 = icmp ult i32 %9, 4
  br i1 %10, label %11, label %40

11:                                               ; preds = %7
  store i32 0, ptr %6, align 4
  br label %12

12:                                               ; preds = %33, %11
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %14 = load i32, ptr %6, align 4
  %15 = icmp ult i32 %14, 4
  br i1 %15, label %16, label %36

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4
  %18 = zext i32 %17 to i64
  %19 = load i32, ptr %5, align 4
  %20 = zext i32 %19 to i64
  %21 = mul i64 %20, 4
  %22 = add i64 %21, %18
  %23 = load <16 x float>, ptr %3, align 4
  %24 = extractelement <16 x float> %23, i64 %22
  %25 = load i32, ptr %5, align 4
  %26 = zext i32 %25 to i64
  %27 = load i32, ptr %6, align 4
  %28 = zext i32 %27 to i64
  %29 = mul i64 %28, 4
  %30 = add i64 %29, %26
  %31 = load <16 x float>, ptr %4, align 4
  %32 = insertelement <16 x float> %31, float %24, i64 %30
  store <16 x float> %32, ptr %4, align 4
  br label %33

33:                                               ; preds = %16
  %34 = load i32, ptr %6, align 4
  %35 = add i32 %34, 1
  store i32 %35, ptr %6, align 4
  br label %12, !llvm.loop !3

36:                                               ; preds = %12
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %5, align 4
  %39 = add i32 %38, 1
  store i32 %39, ptr %5, align 4
  br label %7, !llvm.loop !5

40:                                               ; preds = %7
  %41 = load <16 x float>, ptr %4, align 4
  ret <16 x float> %41
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

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
  %24 = alloca %"class.hlsl::StructuredBuffer", align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca %"class.hlsl::StructuredBuffer", align 8
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  %40 = alloca ptr, align 8
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca i32, align 4
  %46 = alloca [16 x float], align 4
  %47 = alloca [16 x float], align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca [16 x float], align 4
  %51 = alloca [16 x float], align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca [16 x float], align 4
  %55 = alloca <4 x float>, align 16
  %56 = alloca [16 x float], align 4
  %57 = alloca <4 x float>, align 16
  %58 = alloca <3 x i32>, align 16
  %59 = alloca i32, align 4
  %60 = alloca [16 x float], align 4
  %61 = alloca <4 x float>, align 16
  %62 = alloca [16 x float], align 4
  %63 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !6)
  store ptr @_ZL4Rows, ptr %25, align 8, !noalias !6
  store i32 0, ptr %26, align 4, !noalias !6
  store i32 0, ptr %27, align 4, !noalias !6
  store i32 1, ptr %28, align 4, !noalias !6
  store i32 0, ptr %29, align 4, !noalias !6
  store ptr @.str, ptr %30, align 8, !noalias !6
  store ptr %31, ptr %8, align 8
  %64 = load ptr, ptr %8, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) poison, ptr %64, align 8
  %65 = load i32, ptr %26, align 4, !noalias !6
  %66 = load i32, ptr %27, align 4, !noalias !6
  %67 = load i32, ptr %28, align 4, !noalias !6
  %68 = load i32, ptr %29, align 4, !noalias !6
  %69 = load ptr, ptr %30, align 8, !noalias !6
  %70 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 %66, i32 %65, i32 %67, i32 %68, ptr %69)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %70, ptr %31, align 8, !noalias !6
  store ptr @_ZL4Rows, ptr %4, align 8
  store ptr %31, ptr %5, align 8
  %71 = load ptr, ptr %4, align 8
  %72 = load ptr, ptr %5, align 8, !nonnull !9, !align !10
  %73 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %72, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %73, ptr %71, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4Vecs, ptr %18, align 8, !noalias !11
  store i32 1, ptr %19, align 4, !noalias !11
  store i32 0, ptr %20, align 4, !noalias !11
  store i32 1, ptr %21, align 4, !noalias !11
  store i32 0, ptr %22, align 4, !noalias !11
  store ptr @.str.2, ptr %23, align 8, !noalias !11
  store ptr %24, ptr %9, align 8
  %74 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) poison, ptr %74, align 8
  %75 = load i32, ptr %19, align 4, !noalias !11
  %76 = load i32, ptr %20, align 4, !noalias !11
  %77 = load i32, ptr %21, align 4, !noalias !11
  %78 = load i32, ptr %22, align 4, !noalias !11
  %79 = load ptr, ptr %23, align 8, !noalias !11
  %80 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 %76, i32 %75, i32 %77, i32 %78, ptr %79)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %80, ptr %24, align 8, !noalias !11
  store ptr @_ZL4Vecs, ptr %6, align 8
  store ptr %24, ptr %7, align 8
  %81 = load ptr, ptr %6, align 8
  %82 = load ptr, ptr %7, align 8, !nonnull !9, !align !10
  %83 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %82, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %83, ptr %81, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL3Out, ptr %10, align 8, !noalias !14
  store i32 2, ptr %11, align 4, !noalias !14
  store i32 0, ptr %12, align 4, !noalias !14
  store i32 1, ptr %13, align 4, !noalias !14
  store i32 0, ptr %14, align 4, !noalias !14
  store ptr @.str.4, ptr %15, align 8, !noalias !14
  store i32 0, ptr %16, align 4, !noalias !14
  store ptr %17, ptr %3, align 8
  %84 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %84, align 8
  %85 = load i32, ptr %11, align 4, !noalias !14
  %86 = load i32, ptr %12, align 4, !noalias !14
  %87 = load i32, ptr %13, align 4, !noalias !14
  %88 = load i32, ptr %14, align 4, !noalias !14
  %89 = load ptr, ptr %15, align 8, !noalias !14
  %90 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %86, i32 %85, i32 %87, i32 %88, ptr %89)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %90, ptr %17, align 8, !noalias !14
  %91 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %17, align 8, !noalias !14
  %92 = load i32, ptr %16, align 4, !noalias !14
  %93 = load i32, ptr %12, align 4, !noalias !14
  %94 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %91, i32 %92, i32 %93)
  %95 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %94, ptr %95, align 8, !noalias !14
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %96 = load ptr, ptr %1, align 8
  %97 = load ptr, ptr %2, align 8, !nonnull !9, !align !10
  %98 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %97, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %98, ptr %96, align 8
  %99 = load ptr, ptr %2, align 8, !nonnull !9, !align !10
  %100 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %99, i32 0, i32 1
  %101 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %100, align 8
  %102 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %96, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %101, ptr %102, align 8
  %103 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %104 = insertelement <3 x i32> poison, i32 %103, i64 0
  %105 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %106 = insertelement <3 x i32> %104, i32 %105, i64 1
  %107 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %108 = insertelement <3 x i32> %106, i32 %107, i64 2
  store <3 x i32> %108, ptr %58, align 16
  %109 = load <3 x i32>, ptr %58, align 16
  %110 = extractelement <3 x i32> %109, i64 0
  store i32 %110, ptr %59, align 4
  %111 = load i32, ptr %59, align 4
  %112 = mul i32 %111, 4
  store ptr @_ZL4Rows, ptr %36, align 8
  store i32 %112, ptr %37, align 4
  %113 = load ptr, ptr %36, align 8
  %114 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %113, align 8
  %115 = load i32, ptr %37, align 4
  %116 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %114, i32 %115)
  %117 = load i32, ptr %59, align 4
  %118 = mul i32 %117, 4
  %119 = add i32 %118, 1
  store ptr @_ZL4Rows, ptr %38, align 8
  store i32 %119, ptr %39, align 4
  %120 = load ptr, ptr %38, align 8
  %121 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %120, align 8
  %122 = load i32, ptr %39, align 4
  %123 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %121, i32 %122)
  %124 = load i32, ptr %59, align 4
  %125 = mul i32 %124, 4
  %126 = add i32 %125, 2
  store ptr @_ZL4Rows, ptr %40, align 8
  store i32 %126, ptr %41, align 4
  %127 = load ptr, ptr %40, align 8
  %128 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %127, align 8
  %129 = load i32, ptr %41, align 4
  %130 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %128, i32 %129)
  %131 = load i32, ptr %59, align 4
  %132 = mul i32 %131, 4
  %133 = add i32 %132, 3
  store ptr @_ZL4Rows, ptr %42, align 8
  store i32 %133, ptr %43, align 4
  %134 = load ptr, ptr %42, align 8
  %135 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %134, align 8
  %136 = load i32, ptr %43, align 4
  %137 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %135, i32 %136)
  %138 = load <4 x float>, ptr addrspace(11) %116, align 16
  %139 = extractelement <4 x float> %138, i32 0
  %140 = insertelement <16 x float> poison, float %139, i32 0
  %141 = load <4 x float>, ptr addrspace(11) %123, align 16
  %142 = extractelement <4 x float> %141, i32 0
  %143 = insertelement <16 x float> %140, float %142, i32 1
  %144 = load <4 x float>, ptr addrspace(11) %130, align 16
  %145 = extractelement <4 x float> %144, i32 0
  %146 = insertelement <16 x float> %143, float %145, i32 2
  %147 = load <4 x float>, ptr addrspace(11) %137, align 16
  %148 = extractelement <4 x float> %147, i32 0
  %149 = insertelement <16 x float> %146, float %148, i32 3
  %150 = load <4 x float>, ptr addrspace(11) %116, align 16
  %151 = extractelement <4 x float> %150, i32 1
  %152 = insertelement <16 x float> %149, float %151, i32 4
  %153 = load <4 x float>, ptr addrspace(11) %123, align 16
  %154 = extractelement <4 x float> %153, i32 1
  %155 = insertelement <16 x float> %152, float %154, i32 5
  %156 = load <4 x float>, ptr addrspace(11) %130, align 16
  %157 = extractelement <4 x float> %156, i32 1
  %158 = insertelement <16 x float> %155, float %157, i32 6
  %159 = load <4 x float>, ptr addrspace(11) %137, align 16
  %160 = extractelement <4 x float> %159, i32 1
  %161 = insertelement <16 x float> %158, float %160, i32 7
  %162 = load <4 x float>, ptr addrspace(11) %116, align 16
  %163 = extractelement <4 x float> %162, i32 2
  %164 = insertelement <16 x float> %161, float %163, i32 8
  %165 = load <4 x float>, ptr addrspace(11) %123, align 16
  %166 = extractelement <4 x float> %165, i32 2
  %167 = insertelement <16 x float> %164, float %166, i32 9
  %168 = load <4 x float>, ptr addrspace(11) %130, align 16
  %169 = extractelement <4 x float> %168, i32 2
  %170 = insertelement <16 x float> %167, float %169, i32 10
  %171 = load <4 x float>, ptr addrspace(11) %137, align 16
  %172 = extractelement <4 x float> %171, i32 2
  %173 = insertelement <16 x float> %170, float %172, i32 11
  %174 = load <4 x float>, ptr addrspace(11) %116, align 16
  %175 = extractelement <4 x float> %174, i32 3
  %176 = insertelement <16 x float> %173, float %175, i32 12
  %177 = load <4 x float>, ptr addrspace(11) %123, align 16
  %178 = extractelement <4 x float> %177, i32 3
  %179 = insertelement <16 x float> %176, float %178, i32 13
  %180 = load <4 x float>, ptr addrspace(11) %130, align 16
  %181 = extractelement <4 x float> %180, i32 3
  %182 = insertelement <16 x float> %179, float %181, i32 14
  %183 = load <4 x float>, ptr addrspace(11) %137, align 16
  %184 = extractelement <4 x float> %183, i32 3
  %185 = insertelement <16 x float> %182, float %184, i32 15
  store <16 x float> %185, ptr %60, align 4
  %186 = load i32, ptr %59, align 4
  store ptr @_ZL4Vecs, ptr %44, align 8
  store i32 %186, ptr %45, align 4
  %187 = load ptr, ptr %44, align 8
  %188 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %187, align 8
  %189 = load i32, ptr %45, align 4
  %190 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %188, i32 %189)
  %191 = load <4 x float>, ptr addrspace(11) %190, align 16
  store <4 x float> %191, ptr %61, align 16
  %192 = load <16 x float>, ptr %60, align 4
  %193 = extractelement <16 x float> %192, i64 6
  %194 = fadd reassoc nnan ninf nsz arcp afn float %193, 1.000000e+00
  %195 = load <16 x float>, ptr %60, align 4
  %196 = insertelement <16 x float> %195, float %194, i64 6
  store <16 x float> %196, ptr %60, align 4
  %197 = load <16 x float>, ptr %60, align 4
  %198 = load <16 x float>, ptr %60, align 4
  store <16 x float> %198, ptr %46, align 4
  store i32 0, ptr %48, align 4
  br label %199

199:                                              ; preds = %227, %0
  %200 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %201 = load i32, ptr %48, align 4
  %202 = icmp ult i32 %201, 4
  br i1 %202, label %203, label %230

203:                                              ; preds = %199
  store i32 0, ptr %49, align 4
  br label %204

204:                                              ; preds = %208, %203
  %205 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %200) ]
  %206 = load i32, ptr %49, align 4
  %207 = icmp ult i32 %206, 4
  br i1 %207, label %208, label %227

208:                                              ; preds = %204
  %209 = load i32, ptr %49, align 4
  %210 = zext i32 %209 to i64
  %211 = load i32, ptr %48, align 4
  %212 = zext i32 %211 to i64
  %213 = mul i64 %212, 4
  %214 = add i64 %213, %210
  %215 = load <16 x float>, ptr %46, align 4
  %216 = extractelement <16 x float> %215, i64 %214
  %217 = load i32, ptr %48, align 4
  %218 = zext i32 %217 to i64
  %219 = load i32, ptr %49, align 4
  %220 = zext i32 %219 to i64
  %221 = mul i64 %220, 4
  %222 = add i64 %221, %218
  %223 = load <16 x float>, ptr %47, align 4
  %224 = insertelement <16 x float> %223, float %216, i64 %222
  store <16 x float> %224, ptr %47, align 4
  %225 = load i32, ptr %49, align 4
  %226 = add i32 %225, 1
  store i32 %226, ptr %49, align 4
  br label %204, !llvm.loop !3

227:                                              ; preds = %204
  %228 = load i32, ptr %48, align 4
  %229 = add i32 %228, 1
  store i32 %229, ptr %48, align 4
  br label %199, !llvm.loop !5

230:                                              ; preds = %199
  %231 = load <16 x float>, ptr %47, align 4
  %232 = call reassoc nnan ninf nsz arcp afn <16 x float> @llvm.fmuladd.v16f32(<16 x float> %197, <16 x float> splat (float 2.000000e+00), <16 x float> %231)
  store <16 x float> %232, ptr %62, align 4
  %233 = load <16 x float>, ptr %62, align 4
  %234 = load <4 x float>, ptr %61, align 16
  store <16 x float> %233, ptr %54, align 4
  store <4 x float> %234, ptr %55, align 16
  %235 = load <16 x float>, ptr %54, align 4
  %236 = extractelement <16 x float> %235, i64 0
  %237 = insertelement <4 x float> poison, float %236, i32 0
  %238 = extractelement <16 x float> %235, i64 4
  %239 = insertelement <4 x float> %237, float %238, i32 1
  %240 = extractelement <16 x float> %235, i64 8
  %241 = insertelement <4 x float> %239, float %240, i32 2
  %242 = extractelement <16 x float> %235, i64 12
  %243 = insertelement <4 x float> %241, float %242, i32 3
  %244 = load <4 x float>, ptr %55, align 16
  %245 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %243, <4 x float> %244)
  %246 = insertelement <4 x float> poison, float %245, i32 0
  %247 = load <16 x float>, ptr %54, align 4
  %248 = extractelement <16 x float> %247, i64 1
  %249 = insertelement <4 x float> poison, float %248, i32 0
  %250 = extractelement <16 x float> %247, i64 5
  %251 = insertelement <4 x float> %249, float %250, i32 1
  %252 = extractelement <16 x float> %247, i64 9
  %253 = insertelement <4 x float> %251, float %252, i32 2
  %254 = extractelement <16 x float> %247, i64 13
  %255 = insertelement <4 x float> %253, float %254, i32 3
  %256 = load <4 x float>, ptr %55, align 16
  %257 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %255, <4 x float> %256)
  %258 = insertelement <4 x float> %246, float %257, i32 1
  %259 = load <16 x float>, ptr %54, align 4
  %260 = extractelement <16 x float> %259, i64 2
  %261 = insertelement <4 x float> poison, float %260, i32 0
  %262 = extractelement <16 x float> %259, i64 6
  %263 = insertelement <4 x float> %261, float %262, i32 1
  %264 = extractelement <16 x float> %259, i64 10
  %265 = insertelement <4 x float> %263, float %264, i32 2
  %266 = extractelement <16 x float> %259, i64 14
  %267 = insertelement <4 x float> %265, float %266, i32 3
  %268 = load <4 x float>, ptr %55, align 16
  %269 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %267, <4 x float> %268)
  %270 = insertelement <4 x float> %258, float %269, i32 2
  %271 = load <16 x float>, ptr %54, align 4
  %272 = extractelement <16 x float> %271, i64 3
  %273 = insertelement <4 x float> poison, float %272, i32 0
  %274 = extractelement <16 x float> %271, i64 7
  %275 = insertelement <4 x float> %273, float %274, i32 1
  %276 = extractelement <16 x float> %271, i64 11
  %277 = insertelement <4 x float> %275, float %276, i32 2
  %278 = extractelement <16 x float> %271, i64 15
  %279 = insertelement <4 x float> %277, float %278, i32 3
  %280 = load <4 x float>, ptr %55, align 16
  %281 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %279, <4 x float> %280)
  %282 = insertelement <4 x float> %270, float %281, i32 3
  %283 = load i32, ptr %59, align 4
  %284 = mul i32 %283, 2
  store ptr @_ZL3Out, ptr %32, align 8
  store i32 %284, ptr %33, align 4
  %285 = load ptr, ptr %32, align 8
  %286 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %285, align 8
  %287 = load i32, ptr %33, align 4
  %288 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %286, i32 %287)
  store <4 x float> %282, ptr addrspace(11) %288, align 16
  %289 = load <16 x float>, ptr %60, align 4
  store <16 x float> %289, ptr %50, align 4
  store i32 0, ptr %52, align 4
  br label %290

290:                                              ; preds = %318, %230
  %291 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %292 = load i32, ptr %52, align 4
  %293 = icmp ult i32 %292, 4
  br i1 %293, label %294, label %321

294:                                              ; preds = %290
  store i32 0, ptr %53, align 4
  br label %295

295:                                              ; preds = %299, %294
  %296 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %291) ]
  %297 = load i32, ptr %53, align 4
  %298 = icmp ult i32 %297, 4
  br i1 %298, label %299, label %318

299:                                              ; preds = %295
  %300 = load i32, ptr %53, align 4
  %301 = zext i32 %300 to i64
  %302 = load i32, ptr %52, align 4
  %303 = zext i32 %302 to i64
  %304 = mul i64 %303, 4
  %305 = add i64 %304, %301
  %306 = load <16 x float>, ptr %50, align 4
  %307 = extractelement <16 x float> %306, i64 %305
  %308 = load i32, ptr %52, align 4
  %309 = zext i32 %308 to i64
  %310 = load i32, ptr %53, align 4
  %311 = zext i32 %310 to i64
  %312 = mul i64 %311, 4
  %313 = add i64 %312, %309
  %314 = load <16 x float>, ptr %51, align 4
  %315 = insertelement <16 x float> %314, float %307, i64 %313
  store <16 x float> %315, ptr %51, align 4
  %316 = load i32, ptr %53, align 4
  %317 = add i32 %316, 1
  store i32 %317, ptr %53, align 4
  br label %295, !llvm.loop !3

318:                                              ; preds = %295
  %319 = load i32, ptr %52, align 4
  %320 = add i32 %319, 1
  store i32 %320, ptr %52, align 4
  br label %290, !llvm.loop !5

321:                                              ; preds = %290
  %322 = load <16 x float>, ptr %51, align 4
  %323 = load <4 x float>, ptr %61, align 16
  store <16 x float> %322, ptr %56, align 4
  store <4 x float> %323, ptr %57, align 16
  %324 = load <16 x float>, ptr %56, align 4
  %325 = extractelement <16 x float> %324, i64 0
  %326 = insertelement <4 x float> poison, float %325, i32 0
  %327 = extractelement <16 x float> %324, i64 4
  %328 = insertelement <4 x float> %326, float %327, i32 1
  %329 = extractelement <16 x float> %324, i64 8
  %330 = insertelement <4 x float> %328, float %329, i32 2
  %331 = extractelement <16 x float> %324, i64 12
  %332 = insertelement <4 x float> %330, float %331, i32 3
  %333 = load <4 x float>, ptr %57, align 16
  %334 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %332, <4 x float> %333)
  %335 = insertelement <4 x float> poison, float %334, i32 0
  %336 = load <16 x float>, ptr %56, align 4
  %337 = extractelement <16 x float> %336, i64 1
  %338 = insertelement <4 x float> poison, float %337, i32 0
  %339 = extractelement <16 x float> %336, i64 5
  %340 = insertelement <4 x float> %338, float %339, i32 1
  %341 = extractelement <16 x float> %336, i64 9
  %342 = insertelement <4 x float> %340, float %341, i32 2
  %343 = extractelement <16 x float> %336, i64 13
  %344 = insertelement <4 x float> %342, float %343, i32 3
  %345 = load <4 x float>, ptr %57, align 16
  %346 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %344, <4 x float> %345)
  %347 = insertelement <4 x float> %335, float %346, i32 1
  %348 = load <16 x float>, ptr %56, align 4
  %349 = extractelement <16 x float> %348, i64 2
  %350 = insertelement <4 x float> poison, float %349, i32 0
  %351 = extractelement <16 x float> %348, i64 6
  %352 = insertelement <4 x float> %350, float %351, i32 1
  %353 = extractelement <16 x float> %348, i64 10
  %354 = insertelement <4 x float> %352, float %353, i32 2
  %355 = extractelement <16 x float> %348, i64 14
  %356 = insertelement <4 x float> %354, float %355, i32 3
  %357 = load <4 x float>, ptr %57, align 16
  %358 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %356, <4 x float> %357)
  %359 = insertelement <4 x float> %347, float %358, i32 2
  %360 = load <16 x float>, ptr %56, align 4
  %361 = extractelement <16 x float> %360, i64 3
  %362 = insertelement <4 x float> poison, float %361, i32 0
  %363 = extractelement <16 x float> %360, i64 7
  %364 = insertelement <4 x float> %362, float %363, i32 1
  %365 = extractelement <16 x float> %360, i64 11
  %366 = insertelement <4 x float> %364, float %365, i32 2
  %367 = extractelement <16 x float> %360, i64 15
  %368 = insertelement <4 x float> %366, float %367, i32 3
  %369 = load <4 x float>, ptr %57, align 16
  %370 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %368, <4 x float> %369)
  %371 = insertelement <4 x float> %359, float %370, i32 3
  %372 = load <16 x float>, ptr %60, align 4
  %373 = extractelement <16 x float> %372, i64 3
  %374 = insertelement <4 x float> poison, float %373, i32 0
  %375 = extractelement <16 x float> %372, i64 7
  %376 = insertelement <4 x float> %374, float %375, i32 1
  %377 = extractelement <16 x float> %372, i64 11
  %378 = insertelement <4 x float> %376, float %377, i32 2
  %379 = extractelement <16 x float> %372, i64 15
  %380 = insertelement <4 x float> %378, float %379, i32 3
  %381 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %371, %380
  %382 = load i32, ptr %59, align 4
  %383 = mul i32 %382, 2
  %384 = add i32 %383, 1
  store ptr @_ZL3Out, ptr %34, align 8
  store i32 %384, ptr %35, align 4
  %385 = load ptr, ptr %34, align 8
  %386 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %385, align 8
  %387 = load i32, ptr %35, align 4
  %388 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %386, i32 %387)
  store <4 x float> %381, ptr addrspace(11) %388, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: argument 0"}
!8 = distinct !{!8, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!9 = !{}
!10 = !{i64 8}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

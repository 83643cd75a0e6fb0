; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; cbuffer-params.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'cbuffer-params.hlsl'
source_filename = "cbuffer-params.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%__cblayout_Params = type <{ float, i32, <2 x float>, <4 x float>, <{ [3 x <{ float, target("spirv.Padding", 12) }>], float }> }>
%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@Params.cb = global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
@Scale = external hidden addrspace(12) global float, align 4
@Count = external hidden addrspace(12) global i32, align 4
@Offset = external hidden addrspace(12) global <2 x float>, align 8
@Bias = external hidden addrspace(12) global <4 x float>, align 16
@Weights = external hidden addrspace(12) global <{ [3 x <{ float, target("spirv.Padding", 12) }>], float }>, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #2 {
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
  %26 = alloca <3 x i32>, align 16
  %27 = alloca <4 x float>, align 16
  %28 = call token @llvm.experimental.convergence.entry()
  %29 = call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32 1, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) %29, ptr @Params.cb, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !4
  store i32 0, ptr %16, align 4, !noalias !4
  store i32 0, ptr %17, align 4, !noalias !4
  store i32 1, ptr %18, align 4, !noalias !4
  store i32 0, ptr %19, align 4, !noalias !4
  store ptr @.str, ptr %20, align 8, !noalias !4
  store ptr %21, ptr %6, align 8
  %30 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) poison, ptr %30, align 8
  %31 = load i32, ptr %16, align 4, !noalias !4
  %32 = load i32, ptr %17, align 4, !noalias !4
  %33 = load i32, ptr %18, align 4, !noalias !4
  %34 = load i32, ptr %19, align 4, !noalias !4
  %35 = load ptr, ptr %20, align 8, !noalias !4
  %36 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 %32, i32 %31, i32 %33, i32 %34, ptr %35)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %36, ptr %21, align 8, !noalias !4
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = load ptr, ptr %5, align 8, !nonnull !7, !align !8
  %39 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %38, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %39, ptr %37, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !9
  store i32 1, ptr %8, align 4, !noalias !9
  store i32 0, ptr %9, align 4, !noalias !9
  store i32 1, ptr %10, align 4, !noalias !9
  store i32 0, ptr %11, align 4, !noalias !9
  store ptr @.str.2, ptr %12, align 8, !noalias !9
  store i32 0, ptr %13, align 4, !noalias !9
  store ptr %14, ptr %3, align 8
  %40 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %40, align 8
  %41 = load i32, ptr %8, align 4, !noalias !9
  %42 = load i32, ptr %9, align 4, !noalias !9
  %43 = load i32, ptr %10, align 4, !noalias !9
  %44 = load i32, ptr %11, align 4, !noalias !9
  %45 = load ptr, ptr %12, align 8, !noalias !9
  %46 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %42, i32 %41, i32 %43, i32 %44, ptr %45)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %46, ptr %14, align 8, !noalias !9
  %47 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %14, align 8, !noalias !9
  %48 = load i32, ptr %13, align 4, !noalias !9
  %49 = load i32, ptr %9, align 4, !noalias !9
  %50 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %47, i32 %48, i32 %49)
  %51 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %50, ptr %51, align 8, !noalias !9
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %52 = load ptr, ptr %1, align 8
  %53 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %54 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %53, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %54, ptr %52, align 8
  %55 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %56 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %55, i32 0, i32 1
  %57 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %56, align 8
  %58 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %52, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %57, ptr %58, align 8
  %59 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %60 = insertelement <3 x i32> poison, i32 %59, i64 0
  %61 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %62 = insertelement <3 x i32> %60, i32 %61, i64 1
  %63 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %64 = insertelement <3 x i32> %62, i32 %63, i64 2
  store <3 x i32> %64, ptr %26, align 16
  %65 = load <3 x i32>, ptr %26, align 16
  %66 = extractelement <3 x i32> %65, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %66, ptr %25, align 4
  %67 = load ptr, ptr %24, align 8
  %68 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %67, align 8
  %69 = load i32, ptr %25, align 4
  %70 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %68, i32 %69)
  %71 = load <4 x float>, ptr addrspace(11) %70, align 16
  %72 = load float, ptr addrspace(12) @Scale, align 4
  %73 = insertelement <4 x float> poison, float %72, i64 0
  %74 = shufflevector <4 x float> %73, <4 x float> poison, <4 x i32> zeroinitializer
  %75 = load <4 x float>, ptr addrspace(12) @Bias, align 16
  %76 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %71, <4 x float> %74, <4 x float> %75)
  store <4 x float> %76, ptr %27, align 16
  %77 = load <2 x float>, ptr addrspace(12) @Offset, align 8
  %78 = load <3 x i32>, ptr %26, align 16
  %79 = extractelement <3 x i32> %78, i64 0
  %80 = urem i32 %79, 4
  %81 = zext i32 %80 to i64
  %82 = getelementptr <{ float, target("spirv.Padding", 12) }>, ptr addrspace(12) @Weights, i64 %81, i32 0
  %83 = load float, ptr addrspace(12) %82, align 16
  %84 = insertelement <2 x float> poison, float %83, i64 0
  %85 = shufflevector <2 x float> %84, <2 x float> poison, <2 x i32> zeroinitializer
  %86 = load <4 x float>, ptr %27, align 16
  %87 = shufflevector <4 x float> %86, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %88 = call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %77, <2 x float> %85, <2 x float> %87)
  %89 = extractelement <2 x float> %88, i32 0
  store float %89, ptr %27, align 4
  %90 = extractelement <2 x float> %88, i32 1
  %91 = getelementptr <4 x float>, ptr %27, i32 0, i32 1
  store float %90, ptr %91, align 4
  %92 = load <3 x i32>, ptr %26, align 16
  %93 = extractelement <3 x i32> %92, i64 0
  %94 = urem i32 %93, 64
  %95 = load i32, ptr addrspace(12) @Count, align 4
  %96 = and i32 %95, 63
  %97 = icmp ult i32 %94, %96
  br i1 %97, label %98, label %103

98:                                               ; preds = %0
  %99 = load <4 x float>, ptr %27, align 16
  %100 = extractelement <4 x float> %99, i64 3
  %101 = fneg reassoc nnan ninf nsz arcp afn float %100
  %102 = getelementptr <4 x float>, ptr %27, i32 0, i32 3
  store float %101, ptr %102, align 4
  br label %103

103:                                              ; preds = %0, %98
  %104 = load <4 x float>, ptr %27, align 16
  %105 = load <3 x i32>, ptr %26, align 16
  %106 = extractelement <3 x i32> %105, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %106, ptr %23, align 4
  %107 = load ptr, ptr %22, align 8
  %108 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %107, align 8
  %109 = load i32, ptr %23, align 4
  %110 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %108, i32 %109)
  store <4 x float> %104, ptr addrspace(11) %110, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1, !2}
!llvm.ident = !{!3}

!0 = !{ptr @Params.cb, ptr addrspace(12) @Scale, ptr addrspace(12) @Count, ptr addrspace(12) @Offset, ptr addrspace(12) @Bias, ptr addrspace(12) @Weights}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (3)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: argument 0"}
!6 = distinct !{!6, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 8}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!11 = distinct !{!11, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

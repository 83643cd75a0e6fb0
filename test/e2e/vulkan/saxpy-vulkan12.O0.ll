; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; saxpy-vulkan12.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'saxpy-vulkan12.hlsl'
source_filename = "saxpy-vulkan12.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.5-unknown-vulkan1.2-compute"

%__cblayout_Params = type <{ float }>
%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@Params.cb = global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
@Alpha = external hidden addrspace(12) global float, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@_ZL1X = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"X\00", align 1
@_ZL1Y = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"Y\00", align 1

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
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca <3 x i32>, align 16
  %29 = call token @llvm.experimental.convergence.entry()
  %30 = call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) %30, ptr @Params.cb, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL1X, ptr %15, align 8, !noalias !4
  store i32 1, ptr %16, align 4, !noalias !4
  store i32 0, ptr %17, align 4, !noalias !4
  store i32 1, ptr %18, align 4, !noalias !4
  store i32 0, ptr %19, align 4, !noalias !4
  store ptr @.str, ptr %20, align 8, !noalias !4
  store ptr %21, ptr %6, align 8
  %31 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %31, align 8
  %32 = load i32, ptr %16, align 4, !noalias !4
  %33 = load i32, ptr %17, align 4, !noalias !4
  %34 = load i32, ptr %18, align 4, !noalias !4
  %35 = load i32, ptr %19, align 4, !noalias !4
  %36 = load ptr, ptr %20, align 8, !noalias !4
  %37 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %33, i32 %32, i32 %34, i32 %35, ptr %36)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %37, ptr %21, align 8, !noalias !4
  store ptr @_ZL1X, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = load ptr, ptr %5, align 8, !nonnull !7, !align !8
  %40 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %39, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %40, ptr %38, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  store ptr @_ZL1Y, ptr %7, align 8, !noalias !9
  store i32 2, ptr %8, align 4, !noalias !9
  store i32 0, ptr %9, align 4, !noalias !9
  store i32 1, ptr %10, align 4, !noalias !9
  store i32 0, ptr %11, align 4, !noalias !9
  store ptr @.str.2, ptr %12, align 8, !noalias !9
  store i32 0, ptr %13, align 4, !noalias !9
  store ptr %14, ptr %3, align 8
  %41 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %41, align 8
  %42 = load i32, ptr %8, align 4, !noalias !9
  %43 = load i32, ptr %9, align 4, !noalias !9
  %44 = load i32, ptr %10, align 4, !noalias !9
  %45 = load i32, ptr %11, align 4, !noalias !9
  %46 = load ptr, ptr %12, align 8, !noalias !9
  %47 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %43, i32 %42, i32 %44, i32 %45, ptr %46)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %47, ptr %14, align 8, !noalias !9
  %48 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %14, align 8, !noalias !9
  %49 = load i32, ptr %13, align 4, !noalias !9
  %50 = load i32, ptr %9, align 4, !noalias !9
  %51 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %48, i32 %49, i32 %50)
  %52 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %51, ptr %52, align 8, !noalias !9
  store ptr @_ZL1Y, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %53 = load ptr, ptr %1, align 8
  %54 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %55 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %54, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %55, ptr %53, align 8
  %56 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %57 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %56, i32 0, i32 1
  %58 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %57, align 8
  %59 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %53, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %58, ptr %59, align 8
  %60 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %61 = insertelement <3 x i32> poison, i32 %60, i64 0
  %62 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %63 = insertelement <3 x i32> %61, i32 %62, i64 1
  %64 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %65 = insertelement <3 x i32> %63, i32 %64, i64 2
  store <3 x i32> %65, ptr %28, align 16
  %66 = load <3 x i32>, ptr %28, align 16
  %67 = extractelement <3 x i32> %66, i64 0
  %68 = icmp uge i32 %67, 100
  br i1 %68, label %69, label %70

69:                                               ; preds = %0
  br label %93

70:                                               ; preds = %0
  %71 = load float, ptr addrspace(12) @Alpha, align 4
  %72 = load <3 x i32>, ptr %28, align 16
  %73 = extractelement <3 x i32> %72, i64 0
  store ptr @_ZL1X, ptr %26, align 8
  store i32 %73, ptr %27, align 4
  %74 = load ptr, ptr %26, align 8
  %75 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %74, align 8
  %76 = load i32, ptr %27, align 4
  %77 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %75, i32 %76)
  %78 = load float, ptr addrspace(11) %77, align 4
  %79 = load <3 x i32>, ptr %28, align 16
  %80 = extractelement <3 x i32> %79, i64 0
  store ptr @_ZL1Y, ptr %22, align 8
  store i32 %80, ptr %23, align 4
  %81 = load ptr, ptr %22, align 8
  %82 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %81, align 8
  %83 = load i32, ptr %23, align 4
  %84 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %82, i32 %83)
  %85 = load float, ptr addrspace(11) %84, align 4
  %86 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %71, float %78, float %85)
  %87 = load <3 x i32>, ptr %28, align 16
  %88 = extractelement <3 x i32> %87, i64 0
  store ptr @_ZL1Y, ptr %24, align 8
  store i32 %88, ptr %25, align 4
  %89 = load ptr, ptr %24, align 8
  %90 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %89, align 8
  %91 = load i32, ptr %25, align 4
  %92 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %90, i32 %91)
  store float %86, ptr addrspace(11) %92, align 4
  br label %93

93:                                               ; preds = %69, %70
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #0

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

!0 = !{ptr @Params.cb, ptr addrspace(12) @Alpha}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (3)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!6 = distinct !{!6, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 8}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!11 = distinct !{!11, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}

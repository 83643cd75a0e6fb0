; RUN: %e2e-vk %s
; REQUIRES: vulkan
; saxpy-vulkan10.hlsl (directives, reference) by clang 22.1.8 -O0 for vulkan1.3, triple set to vulkan1.0 by hand (see the .hlsl).
; ModuleID = 'saxpy-vulkan10.hlsl'
source_filename = "saxpy-vulkan10.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.0-compute"

%__cblayout_Params = type <{ float }>
%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@Params.cb = global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
@Alpha = external hidden addrspace(12) global float, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@_ZL1X = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"X\00", align 1
@_ZL1Y = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"Y\00", align 1
@_ZL5Count = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"Count\00", align 1

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
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca %"class.hlsl::RWStructuredBuffer.0", align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca %"class.hlsl::StructuredBuffer", align 8
  %33 = alloca ptr, align 8
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca <3 x i32>, align 16
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = call token @llvm.experimental.convergence.entry()
  %45 = call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) %45, ptr @Params.cb, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL1X, ptr %26, align 8, !noalias !4
  store i32 1, ptr %27, align 4, !noalias !4
  store i32 0, ptr %28, align 4, !noalias !4
  store i32 1, ptr %29, align 4, !noalias !4
  store i32 0, ptr %30, align 4, !noalias !4
  store ptr @.str, ptr %31, align 8, !noalias !4
  store ptr %32, ptr %9, align 8
  %46 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %46, align 8
  %47 = load i32, ptr %27, align 4, !noalias !4
  %48 = load i32, ptr %28, align 4, !noalias !4
  %49 = load i32, ptr %29, align 4, !noalias !4
  %50 = load i32, ptr %30, align 4, !noalias !4
  %51 = load ptr, ptr %31, align 8, !noalias !4
  %52 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %48, i32 %47, i32 %49, i32 %50, ptr %51)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %52, ptr %32, align 8, !noalias !4
  store ptr @_ZL1X, ptr %7, align 8
  store ptr %32, ptr %8, align 8
  %53 = load ptr, ptr %7, align 8
  %54 = load ptr, ptr %8, align 8, !nonnull !7, !align !8
  %55 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %54, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %55, ptr %53, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  store ptr @_ZL1Y, ptr %18, align 8, !noalias !9
  store i32 2, ptr %19, align 4, !noalias !9
  store i32 0, ptr %20, align 4, !noalias !9
  store i32 1, ptr %21, align 4, !noalias !9
  store i32 0, ptr %22, align 4, !noalias !9
  store ptr @.str.2, ptr %23, align 8, !noalias !9
  store i32 0, ptr %24, align 4, !noalias !9
  store ptr %25, ptr %6, align 8
  %56 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %56, align 8
  %57 = load i32, ptr %19, align 4, !noalias !9
  %58 = load i32, ptr %20, align 4, !noalias !9
  %59 = load i32, ptr %21, align 4, !noalias !9
  %60 = load i32, ptr %22, align 4, !noalias !9
  %61 = load ptr, ptr %23, align 8, !noalias !9
  %62 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %58, i32 %57, i32 %59, i32 %60, ptr %61)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %62, ptr %25, align 8, !noalias !9
  %63 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %25, align 8, !noalias !9
  %64 = load i32, ptr %24, align 4, !noalias !9
  %65 = load i32, ptr %20, align 4, !noalias !9
  %66 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %63, i32 %64, i32 %65)
  %67 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %25, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %66, ptr %67, align 8, !noalias !9
  store ptr @_ZL1Y, ptr %4, align 8
  store ptr %25, ptr %5, align 8
  %68 = load ptr, ptr %4, align 8
  %69 = load ptr, ptr %5, align 8, !nonnull !7, !align !8
  %70 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %69, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %70, ptr %68, align 8
  %71 = load ptr, ptr %5, align 8, !nonnull !7, !align !8
  %72 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %71, i32 0, i32 1
  %73 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %72, align 8
  %74 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %68, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %73, ptr %74, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  store ptr @_ZL5Count, ptr %10, align 8, !noalias !12
  store i32 3, ptr %11, align 4, !noalias !12
  store i32 0, ptr %12, align 4, !noalias !12
  store i32 1, ptr %13, align 4, !noalias !12
  store i32 0, ptr %14, align 4, !noalias !12
  store ptr @.str.4, ptr %15, align 8, !noalias !12
  store i32 1, ptr %16, align 4, !noalias !12
  store ptr %17, ptr %3, align 8
  %75 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %75, align 8
  %76 = load i32, ptr %11, align 4, !noalias !12
  %77 = load i32, ptr %12, align 4, !noalias !12
  %78 = load i32, ptr %13, align 4, !noalias !12
  %79 = load i32, ptr %14, align 4, !noalias !12
  %80 = load ptr, ptr %15, align 8, !noalias !12
  %81 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %77, i32 %76, i32 %78, i32 %79, ptr %80)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %81, ptr %17, align 8, !noalias !12
  %82 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %17, align 8, !noalias !12
  %83 = load i32, ptr %16, align 4, !noalias !12
  %84 = load i32, ptr %12, align 4, !noalias !12
  %85 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %82, i32 %83, i32 %84)
  %86 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %85, ptr %86, align 8, !noalias !12
  store ptr @_ZL5Count, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %87 = load ptr, ptr %1, align 8
  %88 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %89 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %88, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %89, ptr %87, align 8
  %90 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %91 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %90, i32 0, i32 1
  %92 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %91, align 8
  %93 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %87, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %92, ptr %93, align 8
  %94 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %95 = insertelement <3 x i32> poison, i32 %94, i64 0
  %96 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %97 = insertelement <3 x i32> %95, i32 %96, i64 1
  %98 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %99 = insertelement <3 x i32> %97, i32 %98, i64 2
  store <3 x i32> %99, ptr %41, align 16
  %100 = load <3 x i32>, ptr %41, align 16
  %101 = extractelement <3 x i32> %100, i64 0
  %102 = icmp uge i32 %101, 100
  br i1 %102, label %103, label %104

103:                                              ; preds = %0
  br label %134

104:                                              ; preds = %0
  %105 = load float, ptr addrspace(12) @Alpha, align 4
  %106 = load <3 x i32>, ptr %41, align 16
  %107 = extractelement <3 x i32> %106, i64 0
  store ptr @_ZL1X, ptr %39, align 8
  store i32 %107, ptr %40, align 4
  %108 = load ptr, ptr %39, align 8
  %109 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %108, align 8
  %110 = load i32, ptr %40, align 4
  %111 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %109, i32 %110)
  %112 = load float, ptr addrspace(11) %111, align 4
  %113 = load <3 x i32>, ptr %41, align 16
  %114 = extractelement <3 x i32> %113, i64 0
  store ptr @_ZL1Y, ptr %35, align 8
  store i32 %114, ptr %36, align 4
  %115 = load ptr, ptr %35, align 8
  %116 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %115, align 8
  %117 = load i32, ptr %36, align 4
  %118 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %116, i32 %117)
  %119 = load float, ptr addrspace(11) %118, align 4
  %120 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %105, float %112, float %119)
  %121 = load <3 x i32>, ptr %41, align 16
  %122 = extractelement <3 x i32> %121, i64 0
  store ptr @_ZL1Y, ptr %37, align 8
  store i32 %122, ptr %38, align 4
  %123 = load ptr, ptr %37, align 8
  %124 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %123, align 8
  %125 = load i32, ptr %38, align 4
  %126 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %124, i32 %125)
  store float %120, ptr addrspace(11) %126, align 4
  store ptr @_ZL5Count, ptr %33, align 8
  store i32 0, ptr %34, align 4
  %127 = load ptr, ptr %33, align 8
  %128 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %127, align 8
  %129 = load i32, ptr %34, align 4
  %130 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %128, i32 %129)
  store i32 1, ptr %42, align 4
  %131 = load i32, ptr %42, align 4
  %132 = atomicrmw add ptr addrspace(11) %130, i32 %131 syncscope("device") monotonic, align 4
  store i32 %132, ptr %43, align 4
  %133 = load i32, ptr %43, align 4
  br label %134

134:                                              ; preds = %103, %104
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
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #0

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
!12 = !{!13}
!13 = distinct !{!13, !14, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!14 = distinct !{!14, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; log10-copysign.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'log10-copysign.hlsl'
source_filename = "log10-copysign.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1P = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"P\00", align 1
@_ZL1S = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"S\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

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
  %38 = alloca <3 x i32>, align 16
  %39 = alloca float, align 4
  %40 = alloca float, align 4
  %41 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1P, ptr %25, align 8, !noalias !3
  store i32 0, ptr %26, align 4, !noalias !3
  store i32 0, ptr %27, align 4, !noalias !3
  store i32 1, ptr %28, align 4, !noalias !3
  store i32 0, ptr %29, align 4, !noalias !3
  store ptr @.str, ptr %30, align 8, !noalias !3
  store ptr %31, ptr %8, align 8
  %42 = load ptr, ptr %8, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %42, align 8
  %43 = load i32, ptr %26, align 4, !noalias !3
  %44 = load i32, ptr %27, align 4, !noalias !3
  %45 = load i32, ptr %28, align 4, !noalias !3
  %46 = load i32, ptr %29, align 4, !noalias !3
  %47 = load ptr, ptr %30, align 8, !noalias !3
  %48 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %44, i32 %43, i32 %45, i32 %46, ptr %47)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %48, ptr %31, align 8, !noalias !3
  store ptr @_ZL1P, ptr %4, align 8
  store ptr %31, ptr %5, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %51 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %50, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %51, ptr %49, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1S, ptr %18, align 8, !noalias !8
  store i32 1, ptr %19, align 4, !noalias !8
  store i32 0, ptr %20, align 4, !noalias !8
  store i32 1, ptr %21, align 4, !noalias !8
  store i32 0, ptr %22, align 4, !noalias !8
  store ptr @.str.2, ptr %23, align 8, !noalias !8
  store ptr %24, ptr %9, align 8
  %52 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %52, align 8
  %53 = load i32, ptr %19, align 4, !noalias !8
  %54 = load i32, ptr %20, align 4, !noalias !8
  %55 = load i32, ptr %21, align 4, !noalias !8
  %56 = load i32, ptr %22, align 4, !noalias !8
  %57 = load ptr, ptr %23, align 8, !noalias !8
  %58 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %54, i32 %53, i32 %55, i32 %56, ptr %57)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %58, ptr %24, align 8, !noalias !8
  store ptr @_ZL1S, ptr %6, align 8
  store ptr %24, ptr %7, align 8
  %59 = load ptr, ptr %6, align 8
  %60 = load ptr, ptr %7, align 8, !nonnull !6, !align !7
  %61 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %60, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %61, ptr %59, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL3Out, ptr %10, align 8, !noalias !11
  store i32 2, ptr %11, align 4, !noalias !11
  store i32 0, ptr %12, align 4, !noalias !11
  store i32 1, ptr %13, align 4, !noalias !11
  store i32 0, ptr %14, align 4, !noalias !11
  store ptr @.str.4, ptr %15, align 8, !noalias !11
  store i32 0, ptr %16, align 4, !noalias !11
  store ptr %17, ptr %3, align 8
  %62 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %62, align 8
  %63 = load i32, ptr %11, align 4, !noalias !11
  %64 = load i32, ptr %12, align 4, !noalias !11
  %65 = load i32, ptr %13, align 4, !noalias !11
  %66 = load i32, ptr %14, align 4, !noalias !11
  %67 = load ptr, ptr %15, align 8, !noalias !11
  %68 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %64, i32 %63, i32 %65, i32 %66, ptr %67)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %68, ptr %17, align 8, !noalias !11
  %69 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %17, align 8, !noalias !11
  %70 = load i32, ptr %16, align 4, !noalias !11
  %71 = load i32, ptr %12, align 4, !noalias !11
  %72 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %69, i32 %70, i32 %71)
  %73 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %72, ptr %73, align 8, !noalias !11
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %74 = load ptr, ptr %1, align 8
  %75 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %76 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %75, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %76, ptr %74, align 8
  %77 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %78 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %77, i32 0, i32 1
  %79 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %78, align 8
  %80 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %74, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %79, ptr %80, align 8
  %81 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %82 = insertelement <3 x i32> poison, i32 %81, i64 0
  %83 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %84 = insertelement <3 x i32> %82, i32 %83, i64 1
  %85 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %86 = insertelement <3 x i32> %84, i32 %85, i64 2
  store <3 x i32> %86, ptr %38, align 16
  %87 = load <3 x i32>, ptr %38, align 16
  %88 = extractelement <3 x i32> %87, i64 0
  store ptr @_ZL1P, ptr %34, align 8
  store i32 %88, ptr %35, align 4
  %89 = load ptr, ptr %34, align 8
  %90 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %89, align 8
  %91 = load i32, ptr %35, align 4
  %92 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %90, i32 %91)
  %93 = load float, ptr addrspace(11) %92, align 4
  store float %93, ptr %39, align 4
  %94 = load <3 x i32>, ptr %38, align 16
  %95 = extractelement <3 x i32> %94, i64 0
  store ptr @_ZL1S, ptr %36, align 8
  store i32 %95, ptr %37, align 4
  %96 = load ptr, ptr %36, align 8
  %97 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %96, align 8
  %98 = load i32, ptr %37, align 4
  %99 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %97, i32 %98)
  %100 = load float, ptr addrspace(11) %99, align 4
  store float %100, ptr %40, align 4
  %101 = load float, ptr %39, align 4
  %102 = call reassoc nnan ninf nsz arcp afn float @llvm.log10.f32(float %101)
  %103 = insertelement <4 x float> poison, float %102, i32 0
  %104 = load float, ptr %39, align 4
  %105 = load float, ptr %40, align 4
  %106 = call reassoc nnan ninf nsz arcp afn float @llvm.copysign.f32(float %104, float %105)
  %107 = insertelement <4 x float> %103, float %106, i32 1
  %108 = load float, ptr %40, align 4
  %109 = load float, ptr %39, align 4
  %110 = fneg reassoc nnan ninf nsz arcp afn float %109
  %111 = call reassoc nnan ninf nsz arcp afn float @llvm.copysign.f32(float %108, float %110)
  %112 = insertelement <4 x float> %107, float %111, i32 2
  %113 = load float, ptr %39, align 4
  %114 = fmul reassoc nnan ninf nsz arcp afn float %113, 1.000000e+02
  %115 = call reassoc nnan ninf nsz arcp afn float @llvm.log10.f32(float %114)
  %116 = insertelement <4 x float> %112, float %115, i32 3
  %117 = load <3 x i32>, ptr %38, align 16
  %118 = extractelement <3 x i32> %117, i64 0
  store ptr @_ZL3Out, ptr %32, align 8
  store i32 %118, ptr %33, align 4
  %119 = load ptr, ptr %32, align 8
  %120 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %119, align 8
  %121 = load i32, ptr %33, align 4
  %122 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %120, i32 %121)
  store <4 x float> %116, ptr addrspace(11) %122, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.log10.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

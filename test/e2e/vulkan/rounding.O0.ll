; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; rounding.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'rounding.hlsl'
source_filename = "rounding.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@_ZL3Rem = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 8
@.str.4 = private unnamed_addr constant [4 x i8] c"Rem\00", align 1

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
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca float, align 4
  %38 = alloca float, align 4
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca <3 x i32>, align 16
  %44 = alloca float, align 4
  %45 = alloca float, align 4
  %46 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %26, align 8, !noalias !3
  store i32 0, ptr %27, align 4, !noalias !3
  store i32 0, ptr %28, align 4, !noalias !3
  store i32 1, ptr %29, align 4, !noalias !3
  store i32 0, ptr %30, align 4, !noalias !3
  store ptr @.str, ptr %31, align 8, !noalias !3
  store ptr %32, ptr %9, align 8
  %47 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %47, align 8
  %48 = load i32, ptr %27, align 4, !noalias !3
  %49 = load i32, ptr %28, align 4, !noalias !3
  %50 = load i32, ptr %29, align 4, !noalias !3
  %51 = load i32, ptr %30, align 4, !noalias !3
  %52 = load ptr, ptr %31, align 8, !noalias !3
  %53 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %49, i32 %48, i32 %50, i32 %51, ptr %52)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %53, ptr %32, align 8, !noalias !3
  store ptr @_ZL2In, ptr %7, align 8
  store ptr %32, ptr %8, align 8
  %54 = load ptr, ptr %7, align 8
  %55 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %56 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %55, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %56, ptr %54, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %18, align 8, !noalias !8
  store i32 1, ptr %19, align 4, !noalias !8
  store i32 0, ptr %20, align 4, !noalias !8
  store i32 1, ptr %21, align 4, !noalias !8
  store i32 0, ptr %22, align 4, !noalias !8
  store ptr @.str.2, ptr %23, align 8, !noalias !8
  store i32 0, ptr %24, align 4, !noalias !8
  store ptr %25, ptr %6, align 8
  %57 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) poison, ptr %57, align 8
  %58 = load i32, ptr %19, align 4, !noalias !8
  %59 = load i32, ptr %20, align 4, !noalias !8
  %60 = load i32, ptr %21, align 4, !noalias !8
  %61 = load i32, ptr %22, align 4, !noalias !8
  %62 = load ptr, ptr %23, align 8, !noalias !8
  %63 = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 %59, i32 %58, i32 %60, i32 %61, ptr %62)
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %63, ptr %25, align 8, !noalias !8
  %64 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %25, align 8, !noalias !8
  %65 = load i32, ptr %24, align 4, !noalias !8
  %66 = load i32, ptr %20, align 4, !noalias !8
  %67 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %64, i32 %65, i32 %66)
  %68 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %25, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %67, ptr %68, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %4, align 8
  store ptr %25, ptr %5, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %71 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %70, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %71, ptr %69, align 8
  %72 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %73 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %72, i32 0, i32 1
  %74 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %73, align 8
  %75 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %69, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %74, ptr %75, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL3Rem, ptr %10, align 8, !noalias !11
  store i32 2, ptr %11, align 4, !noalias !11
  store i32 0, ptr %12, align 4, !noalias !11
  store i32 1, ptr %13, align 4, !noalias !11
  store i32 0, ptr %14, align 4, !noalias !11
  store ptr @.str.4, ptr %15, align 8, !noalias !11
  store i32 1, ptr %16, align 4, !noalias !11
  store ptr %17, ptr %3, align 8
  %76 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) poison, ptr %76, align 8
  %77 = load i32, ptr %11, align 4, !noalias !11
  %78 = load i32, ptr %12, align 4, !noalias !11
  %79 = load i32, ptr %13, align 4, !noalias !11
  %80 = load i32, ptr %14, align 4, !noalias !11
  %81 = load ptr, ptr %15, align 8, !noalias !11
  %82 = call target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2f32_12_1t(i32 %78, i32 %77, i32 %79, i32 %80, ptr %81)
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %82, ptr %17, align 8, !noalias !11
  %83 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %17, align 8, !noalias !11
  %84 = load i32, ptr %16, align 4, !noalias !11
  %85 = load i32, ptr %12, align 4, !noalias !11
  %86 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %83, i32 %84, i32 %85)
  %87 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %86, ptr %87, align 8, !noalias !11
  store ptr @_ZL3Rem, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %88 = load ptr, ptr %1, align 8
  %89 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %90 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %89, align 8
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %90, ptr %88, align 8
  %91 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %92 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %91, i32 0, i32 1
  %93 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %92, align 8
  %94 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %88, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %93, ptr %94, align 8
  %95 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %96 = insertelement <3 x i32> poison, i32 %95, i64 0
  %97 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %98 = insertelement <3 x i32> %96, i32 %97, i64 1
  %99 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %100 = insertelement <3 x i32> %98, i32 %99, i64 2
  store <3 x i32> %100, ptr %43, align 16
  %101 = load <3 x i32>, ptr %43, align 16
  %102 = extractelement <3 x i32> %101, i64 0
  store ptr @_ZL2In, ptr %41, align 8
  store i32 %102, ptr %42, align 4
  %103 = load ptr, ptr %41, align 8
  %104 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %103, align 8
  %105 = load i32, ptr %42, align 4
  %106 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %104, i32 %105)
  %107 = load float, ptr addrspace(11) %106, align 4
  store float %107, ptr %44, align 4
  %108 = load <3 x i32>, ptr %43, align 16
  %109 = extractelement <3 x i32> %108, i64 0
  %110 = sub nsw i32 %109, 32
  %111 = sitofp i32 %110 to float
  %112 = fmul reassoc nnan ninf nsz arcp afn float %111, 5.000000e-01
  store float %112, ptr %45, align 4
  %113 = load float, ptr %44, align 4
  %114 = call reassoc nnan ninf nsz arcp afn float @llvm.floor.f32(float %113)
  %115 = insertelement <4 x float> poison, float %114, i32 0
  %116 = load float, ptr %44, align 4
  %117 = call reassoc nnan ninf nsz arcp afn float @llvm.ceil.f32(float %116)
  %118 = insertelement <4 x float> %115, float %117, i32 1
  %119 = load float, ptr %45, align 4
  %120 = call reassoc nnan ninf nsz arcp afn float @llvm.roundeven.f32(float %119)
  %121 = insertelement <4 x float> %118, float %120, i32 2
  %122 = load float, ptr %44, align 4
  %123 = call reassoc nnan ninf nsz arcp afn float @llvm.trunc.f32(float %122)
  %124 = insertelement <4 x float> %121, float %123, i32 3
  %125 = load <3 x i32>, ptr %43, align 16
  %126 = extractelement <3 x i32> %125, i64 0
  store ptr @_ZL3Out, ptr %39, align 8
  store i32 %126, ptr %40, align 4
  %127 = load ptr, ptr %39, align 8
  %128 = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), ptr %127, align 8
  %129 = load i32, ptr %40, align 4
  %130 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %128, i32 %129)
  store <4 x float> %124, ptr addrspace(11) %130, align 16
  %131 = load float, ptr %44, align 4
  store float %131, ptr %37, align 4
  store float 2.500000e+00, ptr %38, align 4
  %132 = load float, ptr %37, align 4
  %133 = load float, ptr %38, align 4
  store float %132, ptr %33, align 4
  store float %133, ptr %34, align 4
  %134 = load float, ptr %33, align 4
  %135 = load float, ptr %34, align 4
  %136 = frem reassoc nnan ninf nsz arcp afn float %134, %135
  %137 = load float, ptr %44, align 4
  %138 = call reassoc nnan ninf nsz arcp afn float @llvm.spv.frac.f32(float %137)
  %139 = insertelement <2 x float> poison, float %138, i32 0
  %140 = insertelement <2 x float> %139, float %136, i32 1
  %141 = load <3 x i32>, ptr %43, align 16
  %142 = extractelement <3 x i32> %141, i64 0
  store ptr @_ZL3Rem, ptr %35, align 8
  store i32 %142, ptr %36, align 4
  %143 = load ptr, ptr %35, align 8
  %144 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %143, align 8
  %145 = load i32, ptr %36, align 4
  %146 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %144, i32 %145)
  store <2 x float> %140, ptr addrspace(11) %146, align 8
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.frac.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), i32) #4

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
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv2_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv2_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

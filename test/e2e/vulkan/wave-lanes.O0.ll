; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-subgroup-basic, vk-subgroup-ballot, vk-subgroup-shuffle, vk-subgroup-size-8
; XFAIL: !vulkan-codegen
; wave-lanes.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'wave-lanes.hlsl'
source_filename = "wave-lanes.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL5Lanes = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [6 x i8] c"Lanes\00", align 1
@_ZL4Read = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"Read\00", align 1

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
  %33 = alloca ptr, align 8
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca <3 x i32>, align 16
  %40 = alloca float, align 4
  %41 = alloca i32, align 4
  %42 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %26, align 8, !noalias !3
  store i32 0, ptr %27, align 4, !noalias !3
  store i32 0, ptr %28, align 4, !noalias !3
  store i32 1, ptr %29, align 4, !noalias !3
  store i32 0, ptr %30, align 4, !noalias !3
  store ptr @.str, ptr %31, align 8, !noalias !3
  store ptr %32, ptr %9, align 8
  %43 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %43, align 8
  %44 = load i32, ptr %27, align 4, !noalias !3
  %45 = load i32, ptr %28, align 4, !noalias !3
  %46 = load i32, ptr %29, align 4, !noalias !3
  %47 = load i32, ptr %30, align 4, !noalias !3
  %48 = load ptr, ptr %31, align 8, !noalias !3
  %49 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %45, i32 %44, i32 %46, i32 %47, ptr %48)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %49, ptr %32, align 8, !noalias !3
  store ptr @_ZL2In, ptr %7, align 8
  store ptr %32, ptr %8, align 8
  %50 = load ptr, ptr %7, align 8
  %51 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %52 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %51, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %52, ptr %50, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL5Lanes, ptr %18, align 8, !noalias !8
  store i32 1, ptr %19, align 4, !noalias !8
  store i32 0, ptr %20, align 4, !noalias !8
  store i32 1, ptr %21, align 4, !noalias !8
  store i32 0, ptr %22, align 4, !noalias !8
  store ptr @.str.2, ptr %23, align 8, !noalias !8
  store i32 0, ptr %24, align 4, !noalias !8
  store ptr %25, ptr %6, align 8
  %53 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %53, align 8
  %54 = load i32, ptr %19, align 4, !noalias !8
  %55 = load i32, ptr %20, align 4, !noalias !8
  %56 = load i32, ptr %21, align 4, !noalias !8
  %57 = load i32, ptr %22, align 4, !noalias !8
  %58 = load ptr, ptr %23, align 8, !noalias !8
  %59 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %55, i32 %54, i32 %56, i32 %57, ptr %58)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %59, ptr %25, align 8, !noalias !8
  %60 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %25, align 8, !noalias !8
  %61 = load i32, ptr %24, align 4, !noalias !8
  %62 = load i32, ptr %20, align 4, !noalias !8
  %63 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %60, i32 %61, i32 %62)
  %64 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %25, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %63, ptr %64, align 8, !noalias !8
  store ptr @_ZL5Lanes, ptr %4, align 8
  store ptr %25, ptr %5, align 8
  %65 = load ptr, ptr %4, align 8
  %66 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %67 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %66, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %67, ptr %65, align 8
  %68 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %69 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %68, i32 0, i32 1
  %70 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %69, align 8
  %71 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %65, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %70, ptr %71, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4Read, ptr %10, align 8, !noalias !11
  store i32 2, ptr %11, align 4, !noalias !11
  store i32 0, ptr %12, align 4, !noalias !11
  store i32 1, ptr %13, align 4, !noalias !11
  store i32 0, ptr %14, align 4, !noalias !11
  store ptr @.str.4, ptr %15, align 8, !noalias !11
  store i32 1, ptr %16, align 4, !noalias !11
  store ptr %17, ptr %3, align 8
  %72 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) poison, ptr %72, align 8
  %73 = load i32, ptr %11, align 4, !noalias !11
  %74 = load i32, ptr %12, align 4, !noalias !11
  %75 = load i32, ptr %13, align 4, !noalias !11
  %76 = load i32, ptr %14, align 4, !noalias !11
  %77 = load ptr, ptr %15, align 8, !noalias !11
  %78 = call target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2f32_12_1t(i32 %74, i32 %73, i32 %75, i32 %76, ptr %77)
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %78, ptr %17, align 8, !noalias !11
  %79 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %17, align 8, !noalias !11
  %80 = load i32, ptr %16, align 4, !noalias !11
  %81 = load i32, ptr %12, align 4, !noalias !11
  %82 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %79, i32 %80, i32 %81)
  %83 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %82, ptr %83, align 8, !noalias !11
  store ptr @_ZL4Read, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %84 = load ptr, ptr %1, align 8
  %85 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %86 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %85, align 8
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %86, ptr %84, align 8
  %87 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %88 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %87, i32 0, i32 1
  %89 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %88, align 8
  %90 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %84, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %89, ptr %90, align 8
  %91 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %92 = insertelement <3 x i32> poison, i32 %91, i64 0
  %93 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %94 = insertelement <3 x i32> %92, i32 %93, i64 1
  %95 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %96 = insertelement <3 x i32> %94, i32 %95, i64 2
  store <3 x i32> %96, ptr %39, align 16
  %97 = load <3 x i32>, ptr %39, align 16
  %98 = extractelement <3 x i32> %97, i64 0
  store ptr @_ZL2In, ptr %37, align 8
  store i32 %98, ptr %38, align 4
  %99 = load ptr, ptr %37, align 8
  %100 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %99, align 8
  %101 = load i32, ptr %38, align 4
  %102 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %100, i32 %101)
  %103 = load float, ptr addrspace(11) %102, align 4
  store float %103, ptr %40, align 4
  %104 = call spir_func i32 @__hlsl_wave_get_lane_index() #7 [ "convergencectrl"(token %42) ]
  store i32 %104, ptr %41, align 4
  %105 = load i32, ptr %41, align 4
  %106 = call spir_func i32 @llvm.spv.wave.get.lane.count() [ "convergencectrl"(token %42) ]
  %107 = shl i32 %106, 8
  %108 = or i32 %105, %107
  %109 = call spir_func i1 @llvm.spv.wave.is.first.lane() [ "convergencectrl"(token %42) ]
  %110 = zext i1 %109 to i64
  %111 = select i1 %109, i32 1, i32 0
  %112 = shl i32 %111, 16
  %113 = or i32 %108, %112
  %114 = load <3 x i32>, ptr %39, align 16
  %115 = extractelement <3 x i32> %114, i64 0
  store ptr @_ZL5Lanes, ptr %35, align 8
  store i32 %115, ptr %36, align 4
  %116 = load ptr, ptr %35, align 8
  %117 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %116, align 8
  %118 = load i32, ptr %36, align 4
  %119 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %117, i32 %118)
  store i32 %113, ptr addrspace(11) %119, align 4
  %120 = load float, ptr %40, align 4
  %121 = call reassoc nnan ninf nsz arcp afn spir_func float @llvm.spv.wave.readlane.f32(float %120, i32 3) [ "convergencectrl"(token %42) ]
  %122 = insertelement <2 x float> poison, float %121, i32 0
  %123 = load float, ptr %40, align 4
  %124 = load i32, ptr %41, align 4
  %125 = add i32 %124, 1
  %126 = urem i32 %125, 8
  %127 = call reassoc nnan ninf nsz arcp afn spir_func float @llvm.spv.wave.readlane.f32(float %123, i32 %126) [ "convergencectrl"(token %42) ]
  %128 = insertelement <2 x float> %122, float %127, i32 1
  %129 = load <3 x i32>, ptr %39, align 16
  %130 = extractelement <3 x i32> %129, i64 0
  store ptr @_ZL4Read, ptr %33, align 8
  store i32 %130, ptr %34, align 4
  %131 = load ptr, ptr %33, align 8
  %132 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %131, align 8
  %133 = load i32, ptr %34, align 4
  %134 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %132, i32 %133)
  store <2 x float> %128, ptr addrspace(11) %134, align 8
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: convergent
declare spir_func i32 @__hlsl_wave_get_lane_index() #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare i32 @llvm.spv.wave.get.lane.count() #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare i1 @llvm.spv.wave.is.first.lane() #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.wave.readlane.f32(float, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2f32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent }
attributes #4 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv2_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv2_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

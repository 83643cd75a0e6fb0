; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; push-constants.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'push-constants.hlsl'
source_filename = "push-constants.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%struct.Constants = type { float, i32, <2 x float> }
%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@PC = external hidden addrspace(13) externally_initialized global %struct.Constants, align 1
@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

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
  %29 = alloca float, align 4
  %30 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %31 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %31, align 8
  %32 = load i32, ptr %16, align 4, !noalias !3
  %33 = load i32, ptr %17, align 4, !noalias !3
  %34 = load i32, ptr %18, align 4, !noalias !3
  %35 = load i32, ptr %19, align 4, !noalias !3
  %36 = load ptr, ptr %20, align 8, !noalias !3
  %37 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %33, i32 %32, i32 %34, i32 %35, ptr %36)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %37, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %40 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %39, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %40, ptr %38, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %41 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) poison, ptr %41, align 8
  %42 = load i32, ptr %8, align 4, !noalias !8
  %43 = load i32, ptr %9, align 4, !noalias !8
  %44 = load i32, ptr %10, align 4, !noalias !8
  %45 = load i32, ptr %11, align 4, !noalias !8
  %46 = load ptr, ptr %12, align 8, !noalias !8
  %47 = call target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2f32_12_1t(i32 %43, i32 %42, i32 %44, i32 %45, ptr %46)
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %47, ptr %14, align 8, !noalias !8
  %48 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %14, align 8, !noalias !8
  %49 = load i32, ptr %13, align 4, !noalias !8
  %50 = load i32, ptr %9, align 4, !noalias !8
  %51 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %48, i32 %49, i32 %50)
  %52 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %51, ptr %52, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %53 = load ptr, ptr %1, align 8
  %54 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %55 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %54, align 8
  store target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %55, ptr %53, align 8
  %56 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
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
  store ptr @_ZL2In, ptr %26, align 8
  store i32 %67, ptr %27, align 4
  %68 = load ptr, ptr %26, align 8
  %69 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %68, align 8
  %70 = load i32, ptr %27, align 4
  %71 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %69, i32 %70)
  %72 = load float, ptr addrspace(11) %71, align 4
  %73 = load float, ptr addrspace(13) @PC, align 1
  %74 = fmul reassoc nnan ninf nsz arcp afn float %72, %73
  store float %74, ptr %29, align 4
  %75 = load i32, ptr addrspace(13) getelementptr inbounds nuw (%struct.Constants, ptr addrspace(13) @PC, i32 0, i32 1), align 1
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %91

77:                                               ; preds = %0
  %78 = load float, ptr %29, align 4
  %79 = insertelement <2 x float> poison, float %78, i32 0
  %80 = load float, ptr %29, align 4
  %81 = fneg reassoc nnan ninf nsz arcp afn float %80
  %82 = insertelement <2 x float> %79, float %81, i32 1
  %83 = load <2 x float>, ptr addrspace(13) getelementptr inbounds nuw (%struct.Constants, ptr addrspace(13) @PC, i32 0, i32 2), align 1
  %84 = fadd reassoc nnan ninf nsz arcp afn <2 x float> %82, %83
  %85 = load <3 x i32>, ptr %28, align 16
  %86 = extractelement <3 x i32> %85, i64 0
  store ptr @_ZL3Out, ptr %24, align 8
  store i32 %86, ptr %25, align 4
  %87 = load ptr, ptr %24, align 8
  %88 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %87, align 8
  %89 = load i32, ptr %25, align 4
  %90 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %88, i32 %89)
  store <2 x float> %84, ptr addrspace(11) %90, align 8
  br label %99

91:                                               ; preds = %0
  %92 = load <2 x float>, ptr addrspace(13) getelementptr inbounds nuw (%struct.Constants, ptr addrspace(13) @PC, i32 0, i32 2), align 1
  %93 = load <3 x i32>, ptr %28, align 16
  %94 = extractelement <3 x i32> %93, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %94, ptr %23, align 4
  %95 = load ptr, ptr %22, align 8
  %96 = load target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), ptr %95, align 8
  %97 = load i32, ptr %23, align 4
  %98 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %96, i32 %97)
  store <2 x float> %92, ptr addrspace(11) %98, align 8
  br label %99

99:                                               ; preds = %77, %91
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2f32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), i32) #3

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
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIDv2_fE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIDv2_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}

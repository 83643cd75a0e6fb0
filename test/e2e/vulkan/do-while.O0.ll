; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; do-while.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'do-while.hlsl'
source_filename = "do-while.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

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
  %26 = alloca <3 x i32>, align 16
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %30 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %30, align 8
  %31 = load i32, ptr %16, align 4, !noalias !3
  %32 = load i32, ptr %17, align 4, !noalias !3
  %33 = load i32, ptr %18, align 4, !noalias !3
  %34 = load i32, ptr %19, align 4, !noalias !3
  %35 = load ptr, ptr %20, align 8, !noalias !3
  %36 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %32, i32 %31, i32 %33, i32 %34, ptr %35)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %36, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %39 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %38, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %39, ptr %37, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %40 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %40, align 8
  %41 = load i32, ptr %8, align 4, !noalias !8
  %42 = load i32, ptr %9, align 4, !noalias !8
  %43 = load i32, ptr %10, align 4, !noalias !8
  %44 = load i32, ptr %11, align 4, !noalias !8
  %45 = load ptr, ptr %12, align 8, !noalias !8
  %46 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %42, i32 %41, i32 %43, i32 %44, ptr %45)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %46, ptr %14, align 8, !noalias !8
  %47 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %48 = load i32, ptr %13, align 4, !noalias !8
  %49 = load i32, ptr %9, align 4, !noalias !8
  %50 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %47, i32 %48, i32 %49)
  %51 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %50, ptr %51, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %52 = load ptr, ptr %1, align 8
  %53 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %54 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %53, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %54, ptr %52, align 8
  %55 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
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
  %68 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %67, align 8
  %69 = load i32, ptr %25, align 4
  %70 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %68, i32 %69)
  %71 = load i32, ptr addrspace(11) %70, align 4
  store i32 %71, ptr %27, align 4
  store i32 0, ptr %28, align 4
  br label %72

72:                                               ; preds = %93, %0
  %73 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %29) ]
  %74 = load i32, ptr %27, align 4
  %75 = and i32 %74, 1
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %77, label %81

77:                                               ; preds = %72
  %78 = load i32, ptr %27, align 4
  %79 = mul i32 3, %78
  %80 = add i32 %79, 1
  br label %84

81:                                               ; preds = %72
  %82 = load i32, ptr %27, align 4
  %83 = lshr i32 %82, 1
  br label %84

84:                                               ; preds = %81, %77
  %85 = phi i32 [ %80, %77 ], [ %83, %81 ]
  store i32 %85, ptr %27, align 4
  %86 = load i32, ptr %28, align 4
  %87 = add i32 %86, 1
  store i32 %87, ptr %28, align 4
  %88 = load i32, ptr %27, align 4
  %89 = icmp ne i32 %88, 1
  br i1 %89, label %90, label %93

90:                                               ; preds = %84
  %91 = load i32, ptr %28, align 4
  %92 = icmp ult i32 %91, 200
  br label %93

93:                                               ; preds = %90, %84
  %94 = phi i1 [ false, %84 ], [ %92, %90 ]
  br i1 %94, label %72, label %95, !llvm.loop !11

95:                                               ; preds = %93
  %96 = load i32, ptr %28, align 4
  %97 = load <3 x i32>, ptr %26, align 16
  %98 = extractelement <3 x i32> %97, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %98, ptr %23, align 4
  %99 = load ptr, ptr %22, align 8
  %100 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %99, align 8
  %101 = load i32, ptr %23, align 4
  %102 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %100, i32 %101)
  store i32 %96, ptr addrspace(11) %102, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIjE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIjE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; nested-loops.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'nested-loops.hlsl'
source_filename = "nested-loops.hlsl"
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
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %32 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %32, align 8
  %33 = load i32, ptr %16, align 4, !noalias !3
  %34 = load i32, ptr %17, align 4, !noalias !3
  %35 = load i32, ptr %18, align 4, !noalias !3
  %36 = load i32, ptr %19, align 4, !noalias !3
  %37 = load ptr, ptr %20, align 8, !noalias !3
  %38 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %34, i32 %33, i32 %35, i32 %36, ptr %37)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %38, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %41 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %40, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %41, ptr %39, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %42 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %42, align 8
  %43 = load i32, ptr %8, align 4, !noalias !8
  %44 = load i32, ptr %9, align 4, !noalias !8
  %45 = load i32, ptr %10, align 4, !noalias !8
  %46 = load i32, ptr %11, align 4, !noalias !8
  %47 = load ptr, ptr %12, align 8, !noalias !8
  %48 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %44, i32 %43, i32 %45, i32 %46, ptr %47)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %48, ptr %14, align 8, !noalias !8
  %49 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %50 = load i32, ptr %13, align 4, !noalias !8
  %51 = load i32, ptr %9, align 4, !noalias !8
  %52 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %49, i32 %50, i32 %51)
  %53 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %52, ptr %53, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %54 = load ptr, ptr %1, align 8
  %55 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %56 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %55, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %56, ptr %54, align 8
  %57 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %58 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %57, i32 0, i32 1
  %59 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %58, align 8
  %60 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %54, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %59, ptr %60, align 8
  %61 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %62 = insertelement <3 x i32> poison, i32 %61, i64 0
  %63 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %64 = insertelement <3 x i32> %62, i32 %63, i64 1
  %65 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %66 = insertelement <3 x i32> %64, i32 %65, i64 2
  store <3 x i32> %66, ptr %26, align 16
  %67 = load <3 x i32>, ptr %26, align 16
  %68 = extractelement <3 x i32> %67, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %68, ptr %25, align 4
  %69 = load ptr, ptr %24, align 8
  %70 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %69, align 8
  %71 = load i32, ptr %25, align 4
  %72 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %70, i32 %71)
  %73 = load i32, ptr addrspace(11) %72, align 4
  store i32 %73, ptr %27, align 4
  store i32 0, ptr %28, align 4
  store i32 0, ptr %29, align 4
  br label %74

74:                                               ; preds = %113, %0
  %75 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %31) ]
  %76 = load i32, ptr %29, align 4
  %77 = icmp ult i32 %76, 12
  br i1 %77, label %78, label %116

78:                                               ; preds = %74
  %79 = load i32, ptr %29, align 4
  %80 = load i32, ptr %27, align 4
  %81 = urem i32 %80, 5
  %82 = icmp eq i32 %79, %81
  br i1 %82, label %83, label %84

83:                                               ; preds = %78
  br label %113

84:                                               ; preds = %78
  %85 = load i32, ptr %29, align 4
  store i32 %85, ptr %30, align 4
  br label %86

86:                                               ; preds = %105, %84
  %87 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %75) ]
  %88 = load i32, ptr %30, align 4
  %89 = icmp ult i32 %88, 12
  br i1 %89, label %90, label %108

90:                                               ; preds = %86
  %91 = load i32, ptr %27, align 4
  %92 = load i32, ptr %30, align 4
  %93 = and i32 %92, 7
  %94 = lshr i32 %91, %93
  %95 = load i32, ptr %29, align 4
  %96 = load i32, ptr %30, align 4
  %97 = add i32 %95, %96
  %98 = and i32 %94, %97
  %99 = load i32, ptr %28, align 4
  %100 = add i32 %99, %98
  store i32 %100, ptr %28, align 4
  %101 = load i32, ptr %28, align 4
  %102 = urem i32 %101, 97
  %103 = icmp eq i32 %102, 13
  br i1 %103, label %104, label %105

104:                                              ; preds = %90
  br label %108

105:                                              ; preds = %90
  %106 = load i32, ptr %30, align 4
  %107 = add i32 %106, 1
  store i32 %107, ptr %30, align 4
  br label %86, !llvm.loop !11

108:                                              ; preds = %104, %86
  %109 = load i32, ptr %28, align 4
  %110 = icmp ugt i32 %109, 3000
  br i1 %110, label %111, label %112

111:                                              ; preds = %108
  br label %116

112:                                              ; preds = %108
  br label %113

113:                                              ; preds = %112, %83
  %114 = load i32, ptr %29, align 4
  %115 = add i32 %114, 1
  store i32 %115, ptr %29, align 4
  br label %74, !llvm.loop !13

116:                                              ; preds = %74, %111
  %117 = load i32, ptr %28, align 4
  %118 = load <3 x i32>, ptr %26, align 16
  %119 = extractelement <3 x i32> %118, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %119, ptr %23, align 4
  %120 = load ptr, ptr %22, align 8
  %121 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %120, align 8
  %122 = load i32, ptr %23, align 4
  %123 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %121, i32 %122)
  store i32 %117, ptr addrspace(11) %123, align 4
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
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!13 = distinct !{!13, !12}

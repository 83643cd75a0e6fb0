; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; loop-break-continue.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'loop-break-continue.hlsl'
source_filename = "loop-break-continue.hlsl"
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
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %31, align 8
  %32 = load i32, ptr %16, align 4, !noalias !3
  %33 = load i32, ptr %17, align 4, !noalias !3
  %34 = load i32, ptr %18, align 4, !noalias !3
  %35 = load i32, ptr %19, align 4, !noalias !3
  %36 = load ptr, ptr %20, align 8, !noalias !3
  %37 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %33, i32 %32, i32 %34, i32 %35, ptr %36)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %37, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %40 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %39, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %40, ptr %38, align 8
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
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %41, align 8
  %42 = load i32, ptr %8, align 4, !noalias !8
  %43 = load i32, ptr %9, align 4, !noalias !8
  %44 = load i32, ptr %10, align 4, !noalias !8
  %45 = load i32, ptr %11, align 4, !noalias !8
  %46 = load ptr, ptr %12, align 8, !noalias !8
  %47 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %43, i32 %42, i32 %44, i32 %45, ptr %46)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %47, ptr %14, align 8, !noalias !8
  %48 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %49 = load i32, ptr %13, align 4, !noalias !8
  %50 = load i32, ptr %9, align 4, !noalias !8
  %51 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %48, i32 %49, i32 %50)
  %52 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %51, ptr %52, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %53 = load ptr, ptr %1, align 8
  %54 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %55 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %54, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %55, ptr %53, align 8
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
  store <3 x i32> %65, ptr %26, align 16
  %66 = load <3 x i32>, ptr %26, align 16
  %67 = extractelement <3 x i32> %66, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %67, ptr %25, align 4
  %68 = load ptr, ptr %24, align 8
  %69 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %68, align 8
  %70 = load i32, ptr %25, align 4
  %71 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %69, i32 %70)
  %72 = load i32, ptr addrspace(11) %71, align 4
  store i32 %72, ptr %27, align 4
  store i32 0, ptr %28, align 4
  store i32 0, ptr %29, align 4
  br label %73

73:                                               ; preds = %107, %0
  %74 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %30) ]
  %75 = load i32, ptr %29, align 4
  %76 = icmp slt i32 %75, 64
  br i1 %76, label %77, label %110

77:                                               ; preds = %73
  %78 = load i32, ptr %29, align 4
  %79 = and i32 %78, 3
  %80 = icmp eq i32 %79, 1
  br i1 %80, label %81, label %82

81:                                               ; preds = %77
  br label %107

82:                                               ; preds = %77
  %83 = load i32, ptr %27, align 4
  %84 = load i32, ptr %29, align 4
  %85 = mul nsw i32 %83, %84
  %86 = load i32, ptr %29, align 4
  %87 = load i32, ptr %27, align 4
  %88 = xor i32 %86, %87
  %89 = sub nsw i32 %85, %88
  %90 = load i32, ptr %28, align 4
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr %28, align 4
  %92 = load i32, ptr %28, align 4
  %93 = icmp sgt i32 %92, 500
  br i1 %93, label %97, label %94

94:                                               ; preds = %82
  %95 = load i32, ptr %28, align 4
  %96 = icmp slt i32 %95, -500
  br i1 %96, label %97, label %98

97:                                               ; preds = %94, %82
  br label %110

98:                                               ; preds = %94
  %99 = load i32, ptr %29, align 4
  %100 = load <3 x i32>, ptr %26, align 16
  %101 = extractelement <3 x i32> %100, i64 0
  %102 = and i32 %101, 31
  %103 = add nsw i32 %102, 20
  %104 = icmp eq i32 %99, %103
  br i1 %104, label %105, label %106

105:                                              ; preds = %98
  br label %110

106:                                              ; preds = %98
  br label %107

107:                                              ; preds = %106, %81
  %108 = load i32, ptr %29, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %29, align 4
  br label %73, !llvm.loop !11

110:                                              ; preds = %73, %97, %105
  %111 = load i32, ptr %28, align 4
  %112 = load <3 x i32>, ptr %26, align 16
  %113 = extractelement <3 x i32> %112, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %113, ptr %23, align 4
  %114 = load ptr, ptr %22, align 8
  %115 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %114, align 8
  %116 = load i32, ptr %23, align 4
  %117 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %115, i32 %116)
  store i32 %111, ptr addrspace(11) %117, align 4
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
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIiE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIiE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}

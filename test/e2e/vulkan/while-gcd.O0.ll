; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; while-gcd.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'while-gcd.hlsl'
source_filename = "while-gcd.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1A = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
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
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %25, align 8, !noalias !3
  store i32 0, ptr %26, align 4, !noalias !3
  store i32 0, ptr %27, align 4, !noalias !3
  store i32 1, ptr %28, align 4, !noalias !3
  store i32 0, ptr %29, align 4, !noalias !3
  store ptr @.str, ptr %30, align 8, !noalias !3
  store ptr %31, ptr %8, align 8
  %43 = load ptr, ptr %8, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %43, align 8
  %44 = load i32, ptr %26, align 4, !noalias !3
  %45 = load i32, ptr %27, align 4, !noalias !3
  %46 = load i32, ptr %28, align 4, !noalias !3
  %47 = load i32, ptr %29, align 4, !noalias !3
  %48 = load ptr, ptr %30, align 8, !noalias !3
  %49 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %45, i32 %44, i32 %46, i32 %47, ptr %48)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %49, ptr %31, align 8, !noalias !3
  store ptr @_ZL1A, ptr %4, align 8
  store ptr %31, ptr %5, align 8
  %50 = load ptr, ptr %4, align 8
  %51 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %52 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %51, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %52, ptr %50, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %18, align 8, !noalias !8
  store i32 1, ptr %19, align 4, !noalias !8
  store i32 0, ptr %20, align 4, !noalias !8
  store i32 1, ptr %21, align 4, !noalias !8
  store i32 0, ptr %22, align 4, !noalias !8
  store ptr @.str.2, ptr %23, align 8, !noalias !8
  store ptr %24, ptr %9, align 8
  %53 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %53, align 8
  %54 = load i32, ptr %19, align 4, !noalias !8
  %55 = load i32, ptr %20, align 4, !noalias !8
  %56 = load i32, ptr %21, align 4, !noalias !8
  %57 = load i32, ptr %22, align 4, !noalias !8
  %58 = load ptr, ptr %23, align 8, !noalias !8
  %59 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %55, i32 %54, i32 %56, i32 %57, ptr %58)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %59, ptr %24, align 8, !noalias !8
  store ptr @_ZL1B, ptr %6, align 8
  store ptr %24, ptr %7, align 8
  %60 = load ptr, ptr %6, align 8
  %61 = load ptr, ptr %7, align 8, !nonnull !6, !align !7
  %62 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %61, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %62, ptr %60, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL3Out, ptr %10, align 8, !noalias !11
  store i32 2, ptr %11, align 4, !noalias !11
  store i32 0, ptr %12, align 4, !noalias !11
  store i32 1, ptr %13, align 4, !noalias !11
  store i32 0, ptr %14, align 4, !noalias !11
  store ptr @.str.4, ptr %15, align 8, !noalias !11
  store i32 0, ptr %16, align 4, !noalias !11
  store ptr %17, ptr %3, align 8
  %63 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %63, align 8
  %64 = load i32, ptr %11, align 4, !noalias !11
  %65 = load i32, ptr %12, align 4, !noalias !11
  %66 = load i32, ptr %13, align 4, !noalias !11
  %67 = load i32, ptr %14, align 4, !noalias !11
  %68 = load ptr, ptr %15, align 8, !noalias !11
  %69 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %65, i32 %64, i32 %66, i32 %67, ptr %68)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %69, ptr %17, align 8, !noalias !11
  %70 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %17, align 8, !noalias !11
  %71 = load i32, ptr %16, align 4, !noalias !11
  %72 = load i32, ptr %12, align 4, !noalias !11
  %73 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %70, i32 %71, i32 %72)
  %74 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %73, ptr %74, align 8, !noalias !11
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %75 = load ptr, ptr %1, align 8
  %76 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %77 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %76, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %77, ptr %75, align 8
  %78 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %79 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %78, i32 0, i32 1
  %80 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %79, align 8
  %81 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %75, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %80, ptr %81, align 8
  %82 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %83 = insertelement <3 x i32> poison, i32 %82, i64 0
  %84 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %85 = insertelement <3 x i32> %83, i32 %84, i64 1
  %86 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %87 = insertelement <3 x i32> %85, i32 %86, i64 2
  store <3 x i32> %87, ptr %38, align 16
  %88 = load <3 x i32>, ptr %38, align 16
  %89 = extractelement <3 x i32> %88, i64 0
  store ptr @_ZL1A, ptr %34, align 8
  store i32 %89, ptr %35, align 4
  %90 = load ptr, ptr %34, align 8
  %91 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %90, align 8
  %92 = load i32, ptr %35, align 4
  %93 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %91, i32 %92)
  %94 = load i32, ptr addrspace(11) %93, align 4
  store i32 %94, ptr %39, align 4
  %95 = load <3 x i32>, ptr %38, align 16
  %96 = extractelement <3 x i32> %95, i64 0
  store ptr @_ZL1B, ptr %36, align 8
  store i32 %96, ptr %37, align 4
  %97 = load ptr, ptr %36, align 8
  %98 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %97, align 8
  %99 = load i32, ptr %37, align 4
  %100 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %98, i32 %99)
  %101 = load i32, ptr addrspace(11) %100, align 4
  store i32 %101, ptr %40, align 4
  br label %102

102:                                              ; preds = %106, %0
  %103 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %42) ]
  %104 = load i32, ptr %40, align 4
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %106, label %112

106:                                              ; preds = %102
  %107 = load i32, ptr %39, align 4
  %108 = load i32, ptr %40, align 4
  %109 = urem i32 %107, %108
  store i32 %109, ptr %41, align 4
  %110 = load i32, ptr %40, align 4
  store i32 %110, ptr %39, align 4
  %111 = load i32, ptr %41, align 4
  store i32 %111, ptr %40, align 4
  br label %102, !llvm.loop !14

112:                                              ; preds = %102
  %113 = load i32, ptr %39, align 4
  %114 = load <3 x i32>, ptr %38, align 16
  %115 = extractelement <3 x i32> %114, i64 0
  store ptr @_ZL3Out, ptr %32, align 8
  store i32 %115, ptr %33, align 4
  %116 = load ptr, ptr %32, align 8
  %117 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %116, align 8
  %118 = load i32, ptr %33, align 4
  %119 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %117, i32 %118)
  store i32 %113, ptr addrspace(11) %119, align 4
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
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIjE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIjE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; scan-groupshared.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'scan-groupshared.hlsl'
source_filename = "scan-groupshared.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Rows = hidden addrspace(3) global [2 x [64 x i32]] zeroinitializer, align 4

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
  %67 = call i32 @llvm.spv.flattened.thread.id.in.group()
  store <3 x i32> %66, ptr %26, align 16
  store i32 %67, ptr %27, align 4
  store i32 0, ptr %28, align 4
  %68 = load <3 x i32>, ptr %26, align 16
  %69 = extractelement <3 x i32> %68, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %69, ptr %25, align 4
  %70 = load ptr, ptr %24, align 8
  %71 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %70, align 8
  %72 = load i32, ptr %25, align 4
  %73 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %71, i32 %72)
  %74 = load i32, ptr addrspace(11) %73, align 4
  %75 = load i32, ptr %27, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Rows, i64 0, i64 %76
  store i32 %74, ptr addrspace(3) %77, align 4
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %31) ]
  store i32 1, ptr %29, align 4
  br label %78

78:                                               ; preds = %105, %0
  %79 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %31) ]
  %80 = load i32, ptr %29, align 4
  %81 = icmp ult i32 %80, 64
  br i1 %81, label %82, label %118

82:                                               ; preds = %78
  %83 = load i32, ptr %28, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds nuw [2 x [64 x i32]], ptr addrspace(3) @Rows, i64 0, i64 %84
  %86 = load i32, ptr %27, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) %85, i64 0, i64 %87
  %89 = load i32, ptr addrspace(3) %88, align 4
  store i32 %89, ptr %30, align 4
  %90 = load i32, ptr %27, align 4
  %91 = load i32, ptr %29, align 4
  %92 = icmp uge i32 %90, %91
  br i1 %92, label %93, label %105

93:                                               ; preds = %82
  %94 = load i32, ptr %28, align 4
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds nuw [2 x [64 x i32]], ptr addrspace(3) @Rows, i64 0, i64 %95
  %97 = load i32, ptr %27, align 4
  %98 = load i32, ptr %29, align 4
  %99 = sub i32 %97, %98
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) %96, i64 0, i64 %100
  %102 = load i32, ptr addrspace(3) %101, align 4
  %103 = load i32, ptr %30, align 4
  %104 = add i32 %103, %102
  store i32 %104, ptr %30, align 4
  br label %105

105:                                              ; preds = %93, %82
  %106 = load i32, ptr %30, align 4
  %107 = load i32, ptr %28, align 4
  %108 = sub i32 1, %107
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds nuw [2 x [64 x i32]], ptr addrspace(3) @Rows, i64 0, i64 %109
  %111 = load i32, ptr %27, align 4
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) %110, i64 0, i64 %112
  store i32 %106, ptr addrspace(3) %113, align 4
  %114 = load i32, ptr %28, align 4
  %115 = sub i32 1, %114
  store i32 %115, ptr %28, align 4
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %79) ]
  %116 = load i32, ptr %29, align 4
  %117 = shl i32 %116, 1
  store i32 %117, ptr %29, align 4
  br label %78, !llvm.loop !11

118:                                              ; preds = %78
  %119 = load i32, ptr %28, align 4
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds nuw [2 x [64 x i32]], ptr addrspace(3) @Rows, i64 0, i64 %120
  %122 = load i32, ptr %27, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) %121, i64 0, i64 %123
  %125 = load i32, ptr addrspace(3) %124, align 4
  %126 = load <3 x i32>, ptr %26, align 16
  %127 = extractelement <3 x i32> %126, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %127, ptr %23, align 4
  %128 = load ptr, ptr %22, align 8
  %129 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %128, align 8
  %130 = load i32, ptr %23, align 4
  %131 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %129, i32 %130)
  store i32 %125, ptr addrspace(11) %131, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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

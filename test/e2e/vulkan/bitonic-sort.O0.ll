; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; bitonic-sort.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'bitonic-sort.hlsl'
source_filename = "bitonic-sort.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%struct.Size = type { i32 }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Keys = hidden addrspace(3) global [64 x i32] zeroinitializer, align 4
@PC = external hidden addrspace(13) externally_initialized global %struct.Size, align 1

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
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %35 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %35, align 8
  %36 = load i32, ptr %16, align 4, !noalias !3
  %37 = load i32, ptr %17, align 4, !noalias !3
  %38 = load i32, ptr %18, align 4, !noalias !3
  %39 = load i32, ptr %19, align 4, !noalias !3
  %40 = load ptr, ptr %20, align 8, !noalias !3
  %41 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %37, i32 %36, i32 %38, i32 %39, ptr %40)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %41, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %42 = load ptr, ptr %4, align 8
  %43 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %44 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %43, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %44, ptr %42, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %45 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %45, align 8
  %46 = load i32, ptr %8, align 4, !noalias !8
  %47 = load i32, ptr %9, align 4, !noalias !8
  %48 = load i32, ptr %10, align 4, !noalias !8
  %49 = load i32, ptr %11, align 4, !noalias !8
  %50 = load ptr, ptr %12, align 8, !noalias !8
  %51 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %47, i32 %46, i32 %48, i32 %49, ptr %50)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %51, ptr %14, align 8, !noalias !8
  %52 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %53 = load i32, ptr %13, align 4, !noalias !8
  %54 = load i32, ptr %9, align 4, !noalias !8
  %55 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %52, i32 %53, i32 %54)
  %56 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %55, ptr %56, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %57 = load ptr, ptr %1, align 8
  %58 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %59 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %58, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %59, ptr %57, align 8
  %60 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %61 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %60, i32 0, i32 1
  %62 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %61, align 8
  %63 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %57, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %62, ptr %63, align 8
  %64 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %65 = insertelement <3 x i32> poison, i32 %64, i64 0
  %66 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %67 = insertelement <3 x i32> %65, i32 %66, i64 1
  %68 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %69 = insertelement <3 x i32> %67, i32 %68, i64 2
  %70 = call i32 @llvm.spv.flattened.thread.id.in.group()
  store <3 x i32> %69, ptr %26, align 16
  store i32 %70, ptr %27, align 4
  %71 = load <3 x i32>, ptr %26, align 16
  %72 = extractelement <3 x i32> %71, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %72, ptr %25, align 4
  %73 = load ptr, ptr %24, align 8
  %74 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %73, align 8
  %75 = load i32, ptr %25, align 4
  %76 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %74, i32 %75)
  %77 = load i32, ptr addrspace(11) %76, align 4
  %78 = load i32, ptr %27, align 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Keys, i64 0, i64 %79
  store i32 %77, ptr addrspace(3) %80, align 4
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %34) ]
  store i32 2, ptr %28, align 4
  br label %81

81:                                               ; preds = %133, %0
  %82 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %34) ]
  %83 = load i32, ptr %28, align 4
  %84 = load i32, ptr addrspace(13) @PC, align 1
  %85 = icmp ule i32 %83, %84
  br i1 %85, label %86, label %136

86:                                               ; preds = %81
  %87 = load i32, ptr %28, align 4
  %88 = lshr i32 %87, 1
  store i32 %88, ptr %29, align 4
  br label %89

89:                                               ; preds = %130, %86
  %90 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %82) ]
  %91 = load i32, ptr %29, align 4
  %92 = icmp ugt i32 %91, 0
  br i1 %92, label %93, label %133

93:                                               ; preds = %89
  %94 = load i32, ptr %27, align 4
  %95 = load i32, ptr %29, align 4
  %96 = xor i32 %94, %95
  store i32 %96, ptr %30, align 4
  %97 = load i32, ptr %30, align 4
  %98 = load i32, ptr %27, align 4
  %99 = icmp ugt i32 %97, %98
  br i1 %99, label %100, label %130

100:                                              ; preds = %93
  %101 = load i32, ptr %27, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Keys, i64 0, i64 %102
  %104 = load i32, ptr addrspace(3) %103, align 4
  store i32 %104, ptr %31, align 4
  %105 = load i32, ptr %30, align 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Keys, i64 0, i64 %106
  %108 = load i32, ptr addrspace(3) %107, align 4
  store i32 %108, ptr %32, align 4
  %109 = load i32, ptr %27, align 4
  %110 = load i32, ptr %28, align 4
  %111 = and i32 %109, %110
  %112 = icmp eq i32 %111, 0
  %113 = zext i1 %112 to i32
  store i32 %113, ptr %33, align 4
  %114 = load i32, ptr %31, align 4
  %115 = load i32, ptr %32, align 4
  %116 = icmp ugt i32 %114, %115
  %117 = load i32, ptr %33, align 4
  %118 = trunc i32 %117 to i1
  %119 = icmp eq i1 %116, %118
  br i1 %119, label %120, label %129

120:                                              ; preds = %100
  %121 = load i32, ptr %32, align 4
  %122 = load i32, ptr %27, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Keys, i64 0, i64 %123
  store i32 %121, ptr addrspace(3) %124, align 4
  %125 = load i32, ptr %31, align 4
  %126 = load i32, ptr %30, align 4
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Keys, i64 0, i64 %127
  store i32 %125, ptr addrspace(3) %128, align 4
  br label %129

129:                                              ; preds = %120, %100
  br label %130

130:                                              ; preds = %129, %93
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %90) ]
  %131 = load i32, ptr %29, align 4
  %132 = lshr i32 %131, 1
  store i32 %132, ptr %29, align 4
  br label %89, !llvm.loop !11

133:                                              ; preds = %89
  %134 = load i32, ptr %28, align 4
  %135 = shl i32 %134, 1
  store i32 %135, ptr %28, align 4
  br label %81, !llvm.loop !13

136:                                              ; preds = %81
  %137 = load i32, ptr %27, align 4
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Keys, i64 0, i64 %138
  %140 = load i32, ptr addrspace(3) %139, align 4
  %141 = load <3 x i32>, ptr %26, align 16
  %142 = extractelement <3 x i32> %141, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %142, ptr %23, align 4
  %143 = load ptr, ptr %22, align 8
  %144 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %143, align 8
  %145 = load i32, ptr %23, align 4
  %146 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %144, i32 %145)
  store i32 %140, ptr addrspace(11) %146, align 4
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
!13 = distinct !{!13, !12}

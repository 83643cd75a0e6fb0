; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; transpose-tiled.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'transpose-tiled.hlsl'
source_filename = "transpose-tiled.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Tile = hidden addrspace(3) global [8 x [9 x float]] zeroinitializer, align 4

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
  %27 = alloca <3 x i32>, align 16
  %28 = alloca <3 x i32>, align 16
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
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %32, align 8
  %33 = load i32, ptr %16, align 4, !noalias !3
  %34 = load i32, ptr %17, align 4, !noalias !3
  %35 = load i32, ptr %18, align 4, !noalias !3
  %36 = load i32, ptr %19, align 4, !noalias !3
  %37 = load ptr, ptr %20, align 8, !noalias !3
  %38 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %34, i32 %33, i32 %35, i32 %36, ptr %37)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %38, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %41 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %40, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %41, ptr %39, align 8
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
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %42, align 8
  %43 = load i32, ptr %8, align 4, !noalias !8
  %44 = load i32, ptr %9, align 4, !noalias !8
  %45 = load i32, ptr %10, align 4, !noalias !8
  %46 = load i32, ptr %11, align 4, !noalias !8
  %47 = load ptr, ptr %12, align 8, !noalias !8
  %48 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %44, i32 %43, i32 %45, i32 %46, ptr %47)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %48, ptr %14, align 8, !noalias !8
  %49 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %14, align 8, !noalias !8
  %50 = load i32, ptr %13, align 4, !noalias !8
  %51 = load i32, ptr %9, align 4, !noalias !8
  %52 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %49, i32 %50, i32 %51)
  %53 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %52, ptr %53, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %54 = load ptr, ptr %1, align 8
  %55 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %56 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %55, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %56, ptr %54, align 8
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
  %67 = call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
  %68 = insertelement <3 x i32> poison, i32 %67, i64 0
  %69 = call i32 @llvm.spv.thread.id.in.group.i32(i32 1)
  %70 = insertelement <3 x i32> %68, i32 %69, i64 1
  %71 = call i32 @llvm.spv.thread.id.in.group.i32(i32 2)
  %72 = insertelement <3 x i32> %70, i32 %71, i64 2
  %73 = call i32 @llvm.spv.group.id.i32(i32 0)
  %74 = insertelement <3 x i32> poison, i32 %73, i64 0
  %75 = call i32 @llvm.spv.group.id.i32(i32 1)
  %76 = insertelement <3 x i32> %74, i32 %75, i64 1
  %77 = call i32 @llvm.spv.group.id.i32(i32 2)
  %78 = insertelement <3 x i32> %76, i32 %77, i64 2
  store <3 x i32> %66, ptr %26, align 16
  store <3 x i32> %72, ptr %27, align 16
  store <3 x i32> %78, ptr %28, align 16
  %79 = load <3 x i32>, ptr %26, align 16
  %80 = extractelement <3 x i32> %79, i64 1
  %81 = mul i32 %80, 32
  %82 = load <3 x i32>, ptr %26, align 16
  %83 = extractelement <3 x i32> %82, i64 0
  %84 = add i32 %81, %83
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %84, ptr %25, align 4
  %85 = load ptr, ptr %24, align 8
  %86 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %85, align 8
  %87 = load i32, ptr %25, align 4
  %88 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %86, i32 %87)
  %89 = load float, ptr addrspace(11) %88, align 4
  %90 = load <3 x i32>, ptr %27, align 16
  %91 = extractelement <3 x i32> %90, i64 1
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspace(3) @Tile, i64 0, i64 %92
  %94 = load <3 x i32>, ptr %27, align 16
  %95 = extractelement <3 x i32> %94, i64 0
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds nuw [9 x float], ptr addrspace(3) %93, i64 0, i64 %96
  store float %89, ptr addrspace(3) %97, align 4
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %31) ]
  %98 = load <3 x i32>, ptr %28, align 16
  %99 = extractelement <3 x i32> %98, i64 1
  %100 = mul i32 %99, 8
  %101 = load <3 x i32>, ptr %27, align 16
  %102 = extractelement <3 x i32> %101, i64 0
  %103 = add i32 %100, %102
  store i32 %103, ptr %29, align 4
  %104 = load <3 x i32>, ptr %28, align 16
  %105 = extractelement <3 x i32> %104, i64 0
  %106 = mul i32 %105, 8
  %107 = load <3 x i32>, ptr %27, align 16
  %108 = extractelement <3 x i32> %107, i64 1
  %109 = add i32 %106, %108
  store i32 %109, ptr %30, align 4
  %110 = load <3 x i32>, ptr %27, align 16
  %111 = extractelement <3 x i32> %110, i64 0
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds nuw [8 x [9 x float]], ptr addrspace(3) @Tile, i64 0, i64 %112
  %114 = load <3 x i32>, ptr %27, align 16
  %115 = extractelement <3 x i32> %114, i64 1
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds nuw [9 x float], ptr addrspace(3) %113, i64 0, i64 %116
  %118 = load float, ptr addrspace(3) %117, align 4
  %119 = load i32, ptr %30, align 4
  %120 = mul i32 %119, 32
  %121 = load i32, ptr %29, align 4
  %122 = add i32 %120, %121
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %122, ptr %23, align 4
  %123 = load ptr, ptr %22, align 8
  %124 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %123, align 8
  %125 = load i32, ptr %23, align 4
  %126 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %124, i32 %125)
  store float %118, ptr addrspace(11) %126, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.in.group.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.group.id.i32(i32) #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; counter-slots.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'counter-slots.hlsl'
source_filename = "counter-slots.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2Up = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"Up\00", align 1
@_ZL4Down = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"Down\00", align 1

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
  %21 = alloca i32, align 4
  %22 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca <3 x i32>, align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2Up, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store i32 0, ptr %21, align 4, !noalias !3
  store ptr %22, ptr %5, align 8
  %33 = load ptr, ptr %5, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %33, align 8
  %34 = load i32, ptr %16, align 4, !noalias !3
  %35 = load i32, ptr %17, align 4, !noalias !3
  %36 = load i32, ptr %18, align 4, !noalias !3
  %37 = load i32, ptr %19, align 4, !noalias !3
  %38 = load ptr, ptr %20, align 8, !noalias !3
  %39 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %35, i32 %34, i32 %36, i32 %37, ptr %38)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %39, ptr %22, align 8, !noalias !3
  %40 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %22, align 8, !noalias !3
  %41 = load i32, ptr %21, align 4, !noalias !3
  %42 = load i32, ptr %17, align 4, !noalias !3
  %43 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %40, i32 %41, i32 %42)
  %44 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %22, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %43, ptr %44, align 8, !noalias !3
  store ptr @_ZL2Up, ptr %1, align 8
  store ptr %22, ptr %2, align 8
  %45 = load ptr, ptr %1, align 8
  %46 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %47 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %46, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %47, ptr %45, align 8
  %48 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %49 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %48, i32 0, i32 1
  %50 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %49, align 8
  %51 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %45, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %50, ptr %51, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL4Down, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 1, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %6, align 8
  %52 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %52, align 8
  %53 = load i32, ptr %8, align 4, !noalias !8
  %54 = load i32, ptr %9, align 4, !noalias !8
  %55 = load i32, ptr %10, align 4, !noalias !8
  %56 = load i32, ptr %11, align 4, !noalias !8
  %57 = load ptr, ptr %12, align 8, !noalias !8
  %58 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %54, i32 %53, i32 %55, i32 %56, ptr %57)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %58, ptr %14, align 8, !noalias !8
  %59 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %60 = load i32, ptr %13, align 4, !noalias !8
  %61 = load i32, ptr %9, align 4, !noalias !8
  %62 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %59, i32 %60, i32 %61)
  %63 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %62, ptr %63, align 8, !noalias !8
  store ptr @_ZL4Down, ptr %3, align 8
  store ptr %14, ptr %4, align 8
  %64 = load ptr, ptr %3, align 8
  %65 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %66 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %65, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %66, ptr %64, align 8
  %67 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %68 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %67, i32 0, i32 1
  %69 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %68, align 8
  %70 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %64, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %69, ptr %70, align 8
  %71 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %72 = insertelement <3 x i32> poison, i32 %71, i64 0
  %73 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %74 = insertelement <3 x i32> %72, i32 %73, i64 1
  %75 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %76 = insertelement <3 x i32> %74, i32 %75, i64 2
  store <3 x i32> %76, ptr %29, align 16
  store ptr @_ZL2Up, ptr %28, align 8
  %77 = load ptr, ptr %28, align 8
  %78 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %77, i32 0, i32 1
  %79 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %78, align 8
  %80 = call noundef i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %79, i8 1)
  store i32 %80, ptr %30, align 4
  %81 = load i32, ptr %30, align 4
  store ptr @_ZL2Up, ptr %24, align 8
  store i32 %81, ptr %25, align 4
  %82 = load ptr, ptr %24, align 8
  %83 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %82, align 8
  %84 = load i32, ptr %25, align 4
  %85 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %83, i32 %84)
  store i32 1, ptr addrspace(11) %85, align 4
  store ptr @_ZL4Down, ptr %23, align 8
  %86 = load ptr, ptr %23, align 8
  %87 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %86, i32 0, i32 1
  %88 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %87, align 8
  %89 = call noundef i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %88, i8 -1)
  store i32 %89, ptr %31, align 4
  %90 = load i32, ptr %31, align 4
  store ptr @_ZL4Down, ptr %26, align 8
  store i32 %90, ptr %27, align 4
  %91 = load ptr, ptr %26, align 8
  %92 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %91, align 8
  %93 = load i32, ptr %27, align 4
  %94 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %92, i32 %93)
  store i32 2, ptr addrspace(11) %94, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1), i8) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; histogram.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'histogram.hlsl'
source_filename = "histogram.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL4Hist = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"Hist\00", align 1
@Local = hidden addrspace(3) global [64 x i32] zeroinitializer, align 4

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
  %34 = alloca i32, align 4
  %35 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %36 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %36, align 8
  %37 = load i32, ptr %16, align 4, !noalias !3
  %38 = load i32, ptr %17, align 4, !noalias !3
  %39 = load i32, ptr %18, align 4, !noalias !3
  %40 = load i32, ptr %19, align 4, !noalias !3
  %41 = load ptr, ptr %20, align 8, !noalias !3
  %42 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %38, i32 %37, i32 %39, i32 %40, ptr %41)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %42, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %43 = load ptr, ptr %4, align 8
  %44 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %45 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %44, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %45, ptr %43, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL4Hist, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %46 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %46, align 8
  %47 = load i32, ptr %8, align 4, !noalias !8
  %48 = load i32, ptr %9, align 4, !noalias !8
  %49 = load i32, ptr %10, align 4, !noalias !8
  %50 = load i32, ptr %11, align 4, !noalias !8
  %51 = load ptr, ptr %12, align 8, !noalias !8
  %52 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %48, i32 %47, i32 %49, i32 %50, ptr %51)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %52, ptr %14, align 8, !noalias !8
  %53 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %54 = load i32, ptr %13, align 4, !noalias !8
  %55 = load i32, ptr %9, align 4, !noalias !8
  %56 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %53, i32 %54, i32 %55)
  %57 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %56, ptr %57, align 8, !noalias !8
  store ptr @_ZL4Hist, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %58 = load ptr, ptr %1, align 8
  %59 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %60 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %59, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %60, ptr %58, align 8
  %61 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %62 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %61, i32 0, i32 1
  %63 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %62, align 8
  %64 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %58, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %63, ptr %64, align 8
  %65 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %66 = insertelement <3 x i32> poison, i32 %65, i64 0
  %67 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %68 = insertelement <3 x i32> %66, i32 %67, i64 1
  %69 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %70 = insertelement <3 x i32> %68, i32 %69, i64 2
  %71 = call i32 @llvm.spv.flattened.thread.id.in.group()
  store <3 x i32> %70, ptr %26, align 16
  store i32 %71, ptr %27, align 4
  %72 = load i32, ptr %27, align 4
  %73 = icmp ult i32 %72, 64
  br i1 %73, label %74, label %78

74:                                               ; preds = %0
  %75 = load i32, ptr %27, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Local, i64 0, i64 %76
  store i32 0, ptr addrspace(3) %77, align 4
  br label %78

78:                                               ; preds = %74, %0
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %35) ]
  %79 = load <3 x i32>, ptr %26, align 16
  %80 = extractelement <3 x i32> %79, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %80, ptr %25, align 4
  %81 = load ptr, ptr %24, align 8
  %82 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %81, align 8
  %83 = load i32, ptr %25, align 4
  %84 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %82, i32 %83)
  %85 = load i32, ptr addrspace(11) %84, align 4
  store i32 %85, ptr %29, align 4
  %86 = load i32, ptr %29, align 4
  %87 = load i32, ptr %29, align 4
  %88 = lshr i32 %87, 13
  %89 = xor i32 %86, %88
  %90 = load i32, ptr %29, align 4
  %91 = lshr i32 %90, 26
  %92 = xor i32 %89, %91
  %93 = and i32 %92, 63
  store i32 %93, ptr %30, align 4
  %94 = load i32, ptr %30, align 4
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Local, i64 0, i64 %95
  store i32 1, ptr %31, align 4
  %97 = load i32, ptr %31, align 4
  %98 = atomicrmw add ptr addrspace(3) %96, i32 %97 syncscope("workgroup") monotonic, align 4
  store i32 %98, ptr %32, align 4
  %99 = load i32, ptr %32, align 4
  store i32 %99, ptr %28, align 4
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %35) ]
  %100 = load i32, ptr %27, align 4
  %101 = icmp ult i32 %100, 64
  br i1 %101, label %102, label %121

102:                                              ; preds = %78
  %103 = load i32, ptr %27, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Local, i64 0, i64 %104
  %106 = load i32, ptr addrspace(3) %105, align 4
  %107 = icmp ne i32 %106, 0
  br i1 %107, label %108, label %121

108:                                              ; preds = %102
  %109 = load i32, ptr %27, align 4
  store ptr @_ZL4Hist, ptr %22, align 8
  store i32 %109, ptr %23, align 4
  %110 = load ptr, ptr %22, align 8
  %111 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %110, align 8
  %112 = load i32, ptr %23, align 4
  %113 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %111, i32 %112)
  %114 = load i32, ptr %27, align 4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds nuw [64 x i32], ptr addrspace(3) @Local, i64 0, i64 %115
  %117 = load i32, ptr addrspace(3) %116, align 4
  store i32 %117, ptr %33, align 4
  %118 = load i32, ptr %33, align 4
  %119 = atomicrmw add ptr addrspace(11) %113, i32 %118 syncscope("device") monotonic, align 4
  store i32 %119, ptr %34, align 4
  %120 = load i32, ptr %34, align 4
  store i32 %120, ptr %28, align 4
  br label %121

121:                                              ; preds = %78, %102, %108
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #3

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
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="256,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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

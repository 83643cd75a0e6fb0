; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; atomic-cas-loop.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'atomic-cas-loop.hlsl'
source_filename = "atomic-cas-loop.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Acc = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Acc\00", align 1

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
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca <3 x i32>, align 16
  %35 = alloca float, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %44 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %44, align 8
  %45 = load i32, ptr %16, align 4, !noalias !3
  %46 = load i32, ptr %17, align 4, !noalias !3
  %47 = load i32, ptr %18, align 4, !noalias !3
  %48 = load i32, ptr %19, align 4, !noalias !3
  %49 = load ptr, ptr %20, align 8, !noalias !3
  %50 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %46, i32 %45, i32 %47, i32 %48, ptr %49)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %50, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %51 = load ptr, ptr %4, align 8
  %52 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %53 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %52, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %53, ptr %51, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Acc, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %54 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %54, align 8
  %55 = load i32, ptr %8, align 4, !noalias !8
  %56 = load i32, ptr %9, align 4, !noalias !8
  %57 = load i32, ptr %10, align 4, !noalias !8
  %58 = load i32, ptr %11, align 4, !noalias !8
  %59 = load ptr, ptr %12, align 8, !noalias !8
  %60 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %56, i32 %55, i32 %57, i32 %58, ptr %59)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %60, ptr %14, align 8, !noalias !8
  %61 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %62 = load i32, ptr %13, align 4, !noalias !8
  %63 = load i32, ptr %9, align 4, !noalias !8
  %64 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %61, i32 %62, i32 %63)
  %65 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %64, ptr %65, align 8, !noalias !8
  store ptr @_ZL3Acc, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %66 = load ptr, ptr %1, align 8
  %67 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %68 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %67, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %68, ptr %66, align 8
  %69 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %70 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %69, i32 0, i32 1
  %71 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %70, align 8
  %72 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %66, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %71, ptr %72, align 8
  %73 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %74 = insertelement <3 x i32> poison, i32 %73, i64 0
  %75 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %76 = insertelement <3 x i32> %74, i32 %75, i64 1
  %77 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %78 = insertelement <3 x i32> %76, i32 %77, i64 2
  store <3 x i32> %78, ptr %34, align 16
  %79 = load <3 x i32>, ptr %34, align 16
  %80 = extractelement <3 x i32> %79, i64 0
  store ptr @_ZL2In, ptr %32, align 8
  store i32 %80, ptr %33, align 4
  %81 = load ptr, ptr %32, align 8
  %82 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %81, align 8
  %83 = load i32, ptr %33, align 4
  %84 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %82, i32 %83)
  %85 = load i32, ptr addrspace(11) %84, align 4
  %86 = sitofp i32 %85 to float
  store float %86, ptr %35, align 4
  store ptr @_ZL3Acc, ptr %26, align 8
  store i32 0, ptr %27, align 4
  %87 = load ptr, ptr %26, align 8
  %88 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %87, align 8
  %89 = load i32, ptr %27, align 4
  %90 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %88, i32 %89)
  %91 = load i32, ptr addrspace(11) %90, align 4
  store i32 %91, ptr %36, align 4
  br label %92

92:                                               ; preds = %120, %0
  %93 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %94 = load i32, ptr %36, align 4
  store i32 %94, ptr %24, align 4
  %95 = load i32, ptr %24, align 4
  store i32 %95, ptr %22, align 4
  %96 = load float, ptr %22, align 4
  %97 = load float, ptr %35, align 4
  %98 = fadd reassoc nnan ninf nsz arcp afn float %96, %97
  store float %98, ptr %25, align 4
  %99 = load float, ptr %25, align 4
  store float %99, ptr %23, align 4
  %100 = load i32, ptr %23, align 4
  store i32 %100, ptr %38, align 4
  %101 = load i32, ptr %36, align 4
  store i32 %101, ptr %37, align 4
  store ptr @_ZL3Acc, ptr %28, align 8
  store i32 0, ptr %29, align 4
  %102 = load ptr, ptr %28, align 8
  %103 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %102, align 8
  %104 = load i32, ptr %29, align 4
  %105 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %103, i32 %104)
  %106 = load i32, ptr %38, align 4
  store i32 %106, ptr %39, align 4
  %107 = load i32, ptr %37, align 4
  %108 = load i32, ptr %39, align 4
  %109 = cmpxchg ptr addrspace(11) %105, i32 %107, i32 %108 syncscope("device") monotonic monotonic, align 4
  %110 = extractvalue { i32, i1 } %109, 0
  %111 = extractvalue { i32, i1 } %109, 1
  br i1 %111, label %113, label %112

112:                                              ; preds = %92
  store i32 %110, ptr %37, align 4
  br label %113

113:                                              ; preds = %112, %92
  %114 = zext i1 %111 to i32
  store i32 %114, ptr %40, align 4
  %115 = load i32, ptr %40, align 4
  %116 = trunc i32 %115 to i1
  %117 = load i32, ptr %37, align 4
  %118 = load i32, ptr %36, align 4
  %119 = icmp eq i32 %117, %118
  br i1 %119, label %122, label %120

120:                                              ; preds = %113
  %121 = load i32, ptr %37, align 4
  store i32 %121, ptr %36, align 4
  br label %92, !llvm.loop !11

122:                                              ; preds = %113
  store ptr @_ZL3Acc, ptr %30, align 8
  store i32 1, ptr %31, align 4
  %123 = load ptr, ptr %30, align 8
  %124 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %123, align 8
  %125 = load i32, ptr %31, align 4
  %126 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %124, i32 %125)
  store i32 305419896, ptr %41, align 4
  %127 = load i32, ptr %41, align 4
  %128 = atomicrmw xchg ptr addrspace(11) %126, i32 %127 syncscope("device") monotonic, align 4
  store i32 %128, ptr %42, align 4
  %129 = load i32, ptr %42, align 4
  store i32 %129, ptr %37, align 4
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
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; atomic-groupshared.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'atomic-groupshared.hlsl'
source_filename = "atomic-groupshared.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Stats = hidden addrspace(3) global [5 x i32] zeroinitializer, align 4

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
  %28 = alloca <3 x i32>, align 16
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %42 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %42, align 8
  %43 = load i32, ptr %16, align 4, !noalias !3
  %44 = load i32, ptr %17, align 4, !noalias !3
  %45 = load i32, ptr %18, align 4, !noalias !3
  %46 = load i32, ptr %19, align 4, !noalias !3
  %47 = load ptr, ptr %20, align 8, !noalias !3
  %48 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %44, i32 %43, i32 %45, i32 %46, ptr %47)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %48, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %49 = load ptr, ptr %4, align 8
  %50 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %51 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %50, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %51, ptr %49, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %52 = load ptr, ptr %3, align 8
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
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %64 = load ptr, ptr %1, align 8
  %65 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %66 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %65, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %66, ptr %64, align 8
  %67 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
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
  %77 = call i32 @llvm.spv.flattened.thread.id.in.group()
  %78 = call i32 @llvm.spv.group.id.i32(i32 0)
  %79 = insertelement <3 x i32> poison, i32 %78, i64 0
  %80 = call i32 @llvm.spv.group.id.i32(i32 1)
  %81 = insertelement <3 x i32> %79, i32 %80, i64 1
  %82 = call i32 @llvm.spv.group.id.i32(i32 2)
  %83 = insertelement <3 x i32> %81, i32 %82, i64 2
  store <3 x i32> %76, ptr %26, align 16
  store i32 %77, ptr %27, align 4
  store <3 x i32> %83, ptr %28, align 16
  %84 = load <3 x i32>, ptr %26, align 16
  %85 = extractelement <3 x i32> %84, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %85, ptr %25, align 4
  %86 = load ptr, ptr %24, align 8
  %87 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %86, align 8
  %88 = load i32, ptr %25, align 4
  %89 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %87, i32 %88)
  %90 = load i32, ptr addrspace(11) %89, align 4
  store i32 %90, ptr %29, align 4
  %91 = load i32, ptr %27, align 4
  %92 = icmp ult i32 %91, 5
  br i1 %92, label %93, label %101

93:                                               ; preds = %0
  %94 = load i32, ptr %27, align 4
  %95 = icmp eq i32 %94, 1
  %96 = zext i1 %95 to i64
  %97 = select i1 %95, i32 -1, i32 0
  %98 = load i32, ptr %27, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds nuw [5 x i32], ptr addrspace(3) @Stats, i64 0, i64 %99
  store i32 %97, ptr addrspace(3) %100, align 4
  br label %101

101:                                              ; preds = %93, %0
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %41) ]
  %102 = load i32, ptr %29, align 4
  store i32 %102, ptr %31, align 4
  %103 = load i32, ptr %31, align 4
  %104 = atomicrmw add ptr addrspace(3) @Stats, i32 %103 syncscope("workgroup") monotonic, align 4
  store i32 %104, ptr %32, align 4
  %105 = load i32, ptr %32, align 4
  store i32 %105, ptr %30, align 4
  %106 = load i32, ptr %29, align 4
  store i32 %106, ptr %33, align 4
  %107 = load i32, ptr %33, align 4
  %108 = atomicrmw umin ptr addrspace(3) getelementptr inbounds ([5 x i32], ptr addrspace(3) @Stats, i64 0, i64 1), i32 %107 syncscope("workgroup") monotonic, align 4
  store i32 %108, ptr %34, align 4
  %109 = load i32, ptr %34, align 4
  store i32 %109, ptr %30, align 4
  %110 = load i32, ptr %29, align 4
  store i32 %110, ptr %35, align 4
  %111 = load i32, ptr %35, align 4
  %112 = atomicrmw umax ptr addrspace(3) getelementptr inbounds ([5 x i32], ptr addrspace(3) @Stats, i64 0, i64 2), i32 %111 syncscope("workgroup") monotonic, align 4
  store i32 %112, ptr %36, align 4
  %113 = load i32, ptr %36, align 4
  store i32 %113, ptr %30, align 4
  %114 = load i32, ptr %29, align 4
  %115 = urem i32 %114, 32
  %116 = and i32 %115, 31
  %117 = shl i32 1, %116
  store i32 %117, ptr %37, align 4
  %118 = load i32, ptr %37, align 4
  %119 = atomicrmw or ptr addrspace(3) getelementptr inbounds ([5 x i32], ptr addrspace(3) @Stats, i64 0, i64 3), i32 %118 syncscope("workgroup") monotonic, align 4
  store i32 %119, ptr %38, align 4
  %120 = load i32, ptr %38, align 4
  store i32 %120, ptr %30, align 4
  %121 = load i32, ptr %29, align 4
  %122 = urem i32 %121, 3
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %128

124:                                              ; preds = %101
  store i32 1, ptr %39, align 4
  %125 = load i32, ptr %39, align 4
  %126 = atomicrmw add ptr addrspace(3) getelementptr inbounds ([5 x i32], ptr addrspace(3) @Stats, i64 0, i64 4), i32 %125 syncscope("workgroup") monotonic, align 4
  store i32 %126, ptr %40, align 4
  %127 = load i32, ptr %40, align 4
  store i32 %127, ptr %30, align 4
  br label %128

128:                                              ; preds = %124, %101
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %41) ]
  %129 = load i32, ptr %27, align 4
  %130 = icmp ult i32 %129, 5
  br i1 %130, label %131, label %145

131:                                              ; preds = %128
  %132 = load i32, ptr %27, align 4
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds nuw [5 x i32], ptr addrspace(3) @Stats, i64 0, i64 %133
  %135 = load i32, ptr addrspace(3) %134, align 4
  %136 = load <3 x i32>, ptr %28, align 16
  %137 = extractelement <3 x i32> %136, i64 0
  %138 = mul i32 %137, 5
  %139 = load i32, ptr %27, align 4
  %140 = add i32 %138, %139
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %140, ptr %23, align 4
  %141 = load ptr, ptr %22, align 8
  %142 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %141, align 8
  %143 = load i32, ptr %23, align 4
  %144 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %142, i32 %143)
  store i32 %135, ptr addrspace(11) %144, align 4
  br label %145

145:                                              ; preds = %128, %131
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.group.id.i32(i32) #2

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

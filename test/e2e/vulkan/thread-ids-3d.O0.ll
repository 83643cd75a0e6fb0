; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; thread-ids-3d.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'thread-ids-3d.hlsl'
source_filename = "thread-ids-3d.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL3Ids = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [4 x i8] c"Ids\00", align 1
@_ZL5Local = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [6 x i8] c"Local\00", align 1

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
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca <3 x i32>, align 16
  %28 = alloca <3 x i32>, align 16
  %29 = alloca <3 x i32>, align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL3Ids, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store i32 0, ptr %21, align 4, !noalias !3
  store ptr %22, ptr %5, align 8
  %33 = load ptr, ptr %5, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) poison, ptr %33, align 8
  %34 = load i32, ptr %16, align 4, !noalias !3
  %35 = load i32, ptr %17, align 4, !noalias !3
  %36 = load i32, ptr %18, align 4, !noalias !3
  %37 = load i32, ptr %19, align 4, !noalias !3
  %38 = load ptr, ptr %20, align 8, !noalias !3
  %39 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 %35, i32 %34, i32 %36, i32 %37, ptr %38)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %39, ptr %22, align 8, !noalias !3
  %40 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %22, align 8, !noalias !3
  %41 = load i32, ptr %21, align 4, !noalias !3
  %42 = load i32, ptr %17, align 4, !noalias !3
  %43 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %40, i32 %41, i32 %42)
  %44 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %22, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %43, ptr %44, align 8, !noalias !3
  store ptr @_ZL3Ids, ptr %1, align 8
  store ptr %22, ptr %2, align 8
  %45 = load ptr, ptr %1, align 8
  %46 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %47 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %46, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %47, ptr %45, align 8
  %48 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %49 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %48, i32 0, i32 1
  %50 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %49, align 8
  %51 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %45, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %50, ptr %51, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL5Local, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 1, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %6, align 8
  %52 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) poison, ptr %52, align 8
  %53 = load i32, ptr %8, align 4, !noalias !8
  %54 = load i32, ptr %9, align 4, !noalias !8
  %55 = load i32, ptr %10, align 4, !noalias !8
  %56 = load i32, ptr %11, align 4, !noalias !8
  %57 = load ptr, ptr %12, align 8, !noalias !8
  %58 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 %54, i32 %53, i32 %55, i32 %56, ptr %57)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %58, ptr %14, align 8, !noalias !8
  %59 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %14, align 8, !noalias !8
  %60 = load i32, ptr %13, align 4, !noalias !8
  %61 = load i32, ptr %9, align 4, !noalias !8
  %62 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %59, i32 %60, i32 %61)
  %63 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %62, ptr %63, align 8, !noalias !8
  store ptr @_ZL5Local, ptr %3, align 8
  store ptr %14, ptr %4, align 8
  %64 = load ptr, ptr %3, align 8
  %65 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %66 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %65, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %66, ptr %64, align 8
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
  %77 = call i32 @llvm.spv.group.id.i32(i32 0)
  %78 = insertelement <3 x i32> poison, i32 %77, i64 0
  %79 = call i32 @llvm.spv.group.id.i32(i32 1)
  %80 = insertelement <3 x i32> %78, i32 %79, i64 1
  %81 = call i32 @llvm.spv.group.id.i32(i32 2)
  %82 = insertelement <3 x i32> %80, i32 %81, i64 2
  %83 = call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
  %84 = insertelement <3 x i32> poison, i32 %83, i64 0
  %85 = call i32 @llvm.spv.thread.id.in.group.i32(i32 1)
  %86 = insertelement <3 x i32> %84, i32 %85, i64 1
  %87 = call i32 @llvm.spv.thread.id.in.group.i32(i32 2)
  %88 = insertelement <3 x i32> %86, i32 %87, i64 2
  %89 = call i32 @llvm.spv.flattened.thread.id.in.group()
  store <3 x i32> %76, ptr %27, align 16
  store <3 x i32> %82, ptr %28, align 16
  store <3 x i32> %88, ptr %29, align 16
  store i32 %89, ptr %30, align 4
  %90 = load <3 x i32>, ptr %27, align 16
  %91 = extractelement <3 x i32> %90, i64 2
  %92 = mul i32 %91, 4
  %93 = load <3 x i32>, ptr %27, align 16
  %94 = extractelement <3 x i32> %93, i64 1
  %95 = add i32 %92, %94
  %96 = mul i32 %95, 8
  %97 = load <3 x i32>, ptr %27, align 16
  %98 = extractelement <3 x i32> %97, i64 0
  %99 = add i32 %96, %98
  store i32 %99, ptr %31, align 4
  %100 = load <3 x i32>, ptr %27, align 16
  %101 = extractelement <3 x i32> %100, i32 0
  %102 = insertelement <4 x i32> poison, i32 %101, i32 0
  %103 = load <3 x i32>, ptr %27, align 16
  %104 = extractelement <3 x i32> %103, i32 1
  %105 = insertelement <4 x i32> %102, i32 %104, i32 1
  %106 = load <3 x i32>, ptr %27, align 16
  %107 = extractelement <3 x i32> %106, i32 2
  %108 = insertelement <4 x i32> %105, i32 %107, i32 2
  %109 = load <3 x i32>, ptr %28, align 16
  %110 = extractelement <3 x i32> %109, i64 0
  %111 = load <3 x i32>, ptr %28, align 16
  %112 = extractelement <3 x i32> %111, i64 1
  %113 = mul i32 %112, 10
  %114 = add i32 %110, %113
  %115 = load <3 x i32>, ptr %28, align 16
  %116 = extractelement <3 x i32> %115, i64 2
  %117 = mul i32 %116, 100
  %118 = add i32 %114, %117
  %119 = insertelement <4 x i32> %108, i32 %118, i32 3
  %120 = load i32, ptr %31, align 4
  store ptr @_ZL3Ids, ptr %23, align 8
  store i32 %120, ptr %24, align 4
  %121 = load ptr, ptr %23, align 8
  %122 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %121, align 8
  %123 = load i32, ptr %24, align 4
  %124 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %122, i32 %123)
  store <4 x i32> %119, ptr addrspace(11) %124, align 16
  %125 = load <3 x i32>, ptr %29, align 16
  %126 = extractelement <3 x i32> %125, i32 0
  %127 = insertelement <4 x i32> poison, i32 %126, i32 0
  %128 = load <3 x i32>, ptr %29, align 16
  %129 = extractelement <3 x i32> %128, i32 1
  %130 = insertelement <4 x i32> %127, i32 %129, i32 1
  %131 = load <3 x i32>, ptr %29, align 16
  %132 = extractelement <3 x i32> %131, i32 2
  %133 = insertelement <4 x i32> %130, i32 %132, i32 2
  %134 = load i32, ptr %30, align 4
  %135 = insertelement <4 x i32> %133, i32 %134, i32 3
  %136 = load i32, ptr %31, align 4
  store ptr @_ZL5Local, ptr %25, align 8
  store i32 %136, ptr %26, align 4
  %137 = load ptr, ptr %25, align 8
  %138 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %137, align 8
  %139 = load i32, ptr %26, align 4
  %140 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %138, i32 %139)
  store <4 x i32> %135, ptr addrspace(11) %140, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.group.id.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.in.group.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="4,2,2" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferIDv4_jE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferIDv4_jE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIDv4_jE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIDv4_jE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; int-bits.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'int-bits.hlsl'
source_filename = "int-bits.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL4Bits = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"Bits\00", align 1
@_ZL3Rev = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 8
@.str.4 = private unnamed_addr constant [4 x i8] c"Rev\00", align 1

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
  %17 = alloca %"class.hlsl::RWStructuredBuffer.0", align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca %"class.hlsl::StructuredBuffer", align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca i32, align 4
  %46 = alloca <3 x i32>, align 16
  %47 = alloca i32, align 4
  %48 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %26, align 8, !noalias !3
  store i32 0, ptr %27, align 4, !noalias !3
  store i32 0, ptr %28, align 4, !noalias !3
  store i32 1, ptr %29, align 4, !noalias !3
  store i32 0, ptr %30, align 4, !noalias !3
  store ptr @.str, ptr %31, align 8, !noalias !3
  store ptr %32, ptr %9, align 8
  %49 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %49, align 8
  %50 = load i32, ptr %27, align 4, !noalias !3
  %51 = load i32, ptr %28, align 4, !noalias !3
  %52 = load i32, ptr %29, align 4, !noalias !3
  %53 = load i32, ptr %30, align 4, !noalias !3
  %54 = load ptr, ptr %31, align 8, !noalias !3
  %55 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %51, i32 %50, i32 %52, i32 %53, ptr %54)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %55, ptr %32, align 8, !noalias !3
  store ptr @_ZL2In, ptr %7, align 8
  store ptr %32, ptr %8, align 8
  %56 = load ptr, ptr %7, align 8
  %57 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %58 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %57, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %58, ptr %56, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL4Bits, ptr %18, align 8, !noalias !8
  store i32 1, ptr %19, align 4, !noalias !8
  store i32 0, ptr %20, align 4, !noalias !8
  store i32 1, ptr %21, align 4, !noalias !8
  store i32 0, ptr %22, align 4, !noalias !8
  store ptr @.str.2, ptr %23, align 8, !noalias !8
  store i32 0, ptr %24, align 4, !noalias !8
  store ptr %25, ptr %6, align 8
  %59 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) poison, ptr %59, align 8
  %60 = load i32, ptr %19, align 4, !noalias !8
  %61 = load i32, ptr %20, align 4, !noalias !8
  %62 = load i32, ptr %21, align 4, !noalias !8
  %63 = load i32, ptr %22, align 4, !noalias !8
  %64 = load ptr, ptr %23, align 8, !noalias !8
  %65 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 %61, i32 %60, i32 %62, i32 %63, ptr %64)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %65, ptr %25, align 8, !noalias !8
  %66 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %25, align 8, !noalias !8
  %67 = load i32, ptr %24, align 4, !noalias !8
  %68 = load i32, ptr %20, align 4, !noalias !8
  %69 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %66, i32 %67, i32 %68)
  %70 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %25, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %69, ptr %70, align 8, !noalias !8
  store ptr @_ZL4Bits, ptr %4, align 8
  store ptr %25, ptr %5, align 8
  %71 = load ptr, ptr %4, align 8
  %72 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %73 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %72, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %73, ptr %71, align 8
  %74 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %75 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %74, i32 0, i32 1
  %76 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %75, align 8
  %77 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %71, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %76, ptr %77, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL3Rev, ptr %10, align 8, !noalias !11
  store i32 2, ptr %11, align 4, !noalias !11
  store i32 0, ptr %12, align 4, !noalias !11
  store i32 1, ptr %13, align 4, !noalias !11
  store i32 0, ptr %14, align 4, !noalias !11
  store ptr @.str.4, ptr %15, align 8, !noalias !11
  store i32 1, ptr %16, align 4, !noalias !11
  store ptr %17, ptr %3, align 8
  %78 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %78, align 8
  %79 = load i32, ptr %11, align 4, !noalias !11
  %80 = load i32, ptr %12, align 4, !noalias !11
  %81 = load i32, ptr %13, align 4, !noalias !11
  %82 = load i32, ptr %14, align 4, !noalias !11
  %83 = load ptr, ptr %15, align 8, !noalias !11
  %84 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %80, i32 %79, i32 %81, i32 %82, ptr %83)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %84, ptr %17, align 8, !noalias !11
  %85 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %17, align 8, !noalias !11
  %86 = load i32, ptr %16, align 4, !noalias !11
  %87 = load i32, ptr %12, align 4, !noalias !11
  %88 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %85, i32 %86, i32 %87)
  %89 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %88, ptr %89, align 8, !noalias !11
  store ptr @_ZL3Rev, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %90 = load ptr, ptr %1, align 8
  %91 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %92 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %91, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %92, ptr %90, align 8
  %93 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %94 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %93, i32 0, i32 1
  %95 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %94, align 8
  %96 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %90, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %95, ptr %96, align 8
  %97 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %98 = insertelement <3 x i32> poison, i32 %97, i64 0
  %99 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %100 = insertelement <3 x i32> %98, i32 %99, i64 1
  %101 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %102 = insertelement <3 x i32> %100, i32 %101, i64 2
  store <3 x i32> %102, ptr %46, align 16
  %103 = load <3 x i32>, ptr %46, align 16
  %104 = extractelement <3 x i32> %103, i64 0
  store ptr @_ZL2In, ptr %44, align 8
  store i32 %104, ptr %45, align 4
  %105 = load ptr, ptr %44, align 8
  %106 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %105, align 8
  %107 = load i32, ptr %45, align 4
  %108 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %106, i32 %107)
  %109 = load i32, ptr addrspace(11) %108, align 4
  %110 = load <3 x i32>, ptr %46, align 16
  %111 = extractelement <3 x i32> %110, i64 0
  %112 = mul i32 %111, 16843009
  %113 = xor i32 %109, %112
  store i32 %113, ptr %47, align 4
  %114 = load i32, ptr %47, align 4
  store i32 %114, ptr %43, align 4
  %115 = load i32, ptr %43, align 4
  store i32 %115, ptr %35, align 4
  %116 = load i32, ptr %35, align 4
  %117 = call i32 @llvm.spv.firstbituhigh.i32(i32 %116)
  store i32 %117, ptr %36, align 4
  %118 = load i32, ptr %36, align 4
  %119 = load i32, ptr %47, align 4
  store i32 %119, ptr %42, align 4
  %120 = load i32, ptr %42, align 4
  store i32 %120, ptr %33, align 4
  %121 = load i32, ptr %33, align 4
  %122 = call i32 @llvm.spv.firstbitshigh.i32(i32 %121)
  store i32 %122, ptr %34, align 4
  %123 = load i32, ptr %34, align 4
  %124 = load i32, ptr %47, align 4
  store i32 %124, ptr %41, align 4
  %125 = load i32, ptr %41, align 4
  %126 = call noundef i32 @llvm.ctpop.i32(i32 %125)
  %127 = insertelement <4 x i32> poison, i32 %118, i32 0
  %128 = insertelement <4 x i32> %127, i32 %123, i32 1
  %129 = load i32, ptr %47, align 4
  %130 = call i32 @llvm.spv.firstbitlow.i32(i32 %129)
  %131 = insertelement <4 x i32> %128, i32 %130, i32 2
  %132 = insertelement <4 x i32> %131, i32 %126, i32 3
  %133 = load <3 x i32>, ptr %46, align 16
  %134 = extractelement <3 x i32> %133, i64 0
  store ptr @_ZL4Bits, ptr %39, align 8
  store i32 %134, ptr %40, align 4
  %135 = load ptr, ptr %39, align 8
  %136 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), ptr %135, align 8
  %137 = load i32, ptr %40, align 4
  %138 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %136, i32 %137)
  store <4 x i32> %132, ptr addrspace(11) %138, align 16
  %139 = load i32, ptr %47, align 4
  %140 = call i32 @llvm.bitreverse.i32(i32 %139)
  %141 = load <3 x i32>, ptr %46, align 16
  %142 = extractelement <3 x i32> %141, i64 0
  store ptr @_ZL3Rev, ptr %37, align 8
  store i32 %142, ptr %38, align 4
  %143 = load ptr, ptr %37, align 8
  %144 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %143, align 8
  %145 = load i32, ptr %38, align 4
  %146 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %144, i32 %145)
  store i32 %140, ptr addrspace(11) %146, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.firstbitlow.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.firstbituhigh.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.firstbitshigh.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIDv4_jE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIDv4_jE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}

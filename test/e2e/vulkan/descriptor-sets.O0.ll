; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; descriptor-sets.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'descriptor-sets.hlsl'
source_filename = "descriptor-sets.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL6Values = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [7 x i8] c"Values\00", align 1
@_ZL4Keys = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"Keys\00", align 1
@_ZL5Mixed = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"Mixed\00", align 1
@_ZL5First = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"First\00", align 1

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
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca %"class.hlsl::StructuredBuffer", align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca %"class.hlsl::StructuredBuffer", align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca i32, align 4
  %53 = alloca ptr, align 8
  %54 = alloca i32, align 4
  %55 = alloca <3 x i32>, align 16
  %56 = alloca i32, align 4
  %57 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL6Values, ptr %36, align 8, !noalias !3
  store i32 5, ptr %37, align 4, !noalias !3
  store i32 1, ptr %38, align 4, !noalias !3
  store i32 1, ptr %39, align 4, !noalias !3
  store i32 0, ptr %40, align 4, !noalias !3
  store ptr @.str, ptr %41, align 8, !noalias !3
  store ptr %42, ptr %11, align 8
  %58 = load ptr, ptr %11, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %58, align 8
  %59 = load i32, ptr %37, align 4, !noalias !3
  %60 = load i32, ptr %38, align 4, !noalias !3
  %61 = load i32, ptr %39, align 4, !noalias !3
  %62 = load i32, ptr %40, align 4, !noalias !3
  %63 = load ptr, ptr %41, align 8, !noalias !3
  %64 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %60, i32 %59, i32 %61, i32 %62, ptr %63)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %64, ptr %42, align 8, !noalias !3
  store ptr @_ZL6Values, ptr %7, align 8
  store ptr %42, ptr %8, align 8
  %65 = load ptr, ptr %7, align 8
  %66 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %67 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %66, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %67, ptr %65, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL4Keys, ptr %29, align 8, !noalias !8
  store i32 0, ptr %30, align 4, !noalias !8
  store i32 3, ptr %31, align 4, !noalias !8
  store i32 1, ptr %32, align 4, !noalias !8
  store i32 0, ptr %33, align 4, !noalias !8
  store ptr @.str.2, ptr %34, align 8, !noalias !8
  store ptr %35, ptr %12, align 8
  %68 = load ptr, ptr %12, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %68, align 8
  %69 = load i32, ptr %30, align 4, !noalias !8
  %70 = load i32, ptr %31, align 4, !noalias !8
  %71 = load i32, ptr %32, align 4, !noalias !8
  %72 = load i32, ptr %33, align 4, !noalias !8
  %73 = load ptr, ptr %34, align 8, !noalias !8
  %74 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %70, i32 %69, i32 %71, i32 %72, ptr %73)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %74, ptr %35, align 8, !noalias !8
  store ptr @_ZL4Keys, ptr %9, align 8
  store ptr %35, ptr %10, align 8
  %75 = load ptr, ptr %9, align 8
  %76 = load ptr, ptr %10, align 8, !nonnull !6, !align !7
  %77 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %76, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %77, ptr %75, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL5Mixed, ptr %21, align 8, !noalias !11
  store i32 2, ptr %22, align 4, !noalias !11
  store i32 0, ptr %23, align 4, !noalias !11
  store i32 1, ptr %24, align 4, !noalias !11
  store i32 0, ptr %25, align 4, !noalias !11
  store ptr @.str.4, ptr %26, align 8, !noalias !11
  store i32 0, ptr %27, align 4, !noalias !11
  store ptr %28, ptr %5, align 8
  %78 = load ptr, ptr %5, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %78, align 8
  %79 = load i32, ptr %22, align 4, !noalias !11
  %80 = load i32, ptr %23, align 4, !noalias !11
  %81 = load i32, ptr %24, align 4, !noalias !11
  %82 = load i32, ptr %25, align 4, !noalias !11
  %83 = load ptr, ptr %26, align 8, !noalias !11
  %84 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %80, i32 %79, i32 %81, i32 %82, ptr %83)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %84, ptr %28, align 8, !noalias !11
  %85 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %28, align 8, !noalias !11
  %86 = load i32, ptr %27, align 4, !noalias !11
  %87 = load i32, ptr %23, align 4, !noalias !11
  %88 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %85, i32 %86, i32 %87)
  %89 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %88, ptr %89, align 8, !noalias !11
  store ptr @_ZL5Mixed, ptr %1, align 8
  store ptr %28, ptr %2, align 8
  %90 = load ptr, ptr %1, align 8
  %91 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %92 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %91, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %92, ptr %90, align 8
  %93 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %94 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %93, i32 0, i32 1
  %95 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %94, align 8
  %96 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %90, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %95, ptr %96, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL5First, ptr %13, align 8, !noalias !14
  store i32 7, ptr %14, align 4, !noalias !14
  store i32 3, ptr %15, align 4, !noalias !14
  store i32 1, ptr %16, align 4, !noalias !14
  store i32 0, ptr %17, align 4, !noalias !14
  store ptr @.str.6, ptr %18, align 8, !noalias !14
  store i32 1, ptr %19, align 4, !noalias !14
  store ptr %20, ptr %6, align 8
  %97 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %97, align 8
  %98 = load i32, ptr %14, align 4, !noalias !14
  %99 = load i32, ptr %15, align 4, !noalias !14
  %100 = load i32, ptr %16, align 4, !noalias !14
  %101 = load i32, ptr %17, align 4, !noalias !14
  %102 = load ptr, ptr %18, align 8, !noalias !14
  %103 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %99, i32 %98, i32 %100, i32 %101, ptr %102)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %103, ptr %20, align 8, !noalias !14
  %104 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %20, align 8, !noalias !14
  %105 = load i32, ptr %19, align 4, !noalias !14
  %106 = load i32, ptr %15, align 4, !noalias !14
  %107 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %104, i32 %105, i32 %106)
  %108 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %20, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %107, ptr %108, align 8, !noalias !14
  store ptr @_ZL5First, ptr %3, align 8
  store ptr %20, ptr %4, align 8
  %109 = load ptr, ptr %3, align 8
  %110 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %111 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %110, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %111, ptr %109, align 8
  %112 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %113 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %112, i32 0, i32 1
  %114 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %113, align 8
  %115 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %109, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %114, ptr %115, align 8
  %116 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %117 = insertelement <3 x i32> poison, i32 %116, i64 0
  %118 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %119 = insertelement <3 x i32> %117, i32 %118, i64 1
  %120 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %121 = insertelement <3 x i32> %119, i32 %120, i64 2
  store <3 x i32> %121, ptr %55, align 16
  %122 = load <3 x i32>, ptr %55, align 16
  %123 = extractelement <3 x i32> %122, i64 0
  store ptr @_ZL4Keys, ptr %47, align 8
  store i32 %123, ptr %48, align 4
  %124 = load ptr, ptr %47, align 8
  %125 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %124, align 8
  %126 = load i32, ptr %48, align 4
  %127 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %125, i32 %126)
  %128 = load i32, ptr addrspace(11) %127, align 4
  store i32 %128, ptr %56, align 4
  %129 = load <3 x i32>, ptr %55, align 16
  %130 = extractelement <3 x i32> %129, i64 0
  store ptr @_ZL6Values, ptr %49, align 8
  store i32 %130, ptr %50, align 4
  %131 = load ptr, ptr %49, align 8
  %132 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %131, align 8
  %133 = load i32, ptr %50, align 4
  %134 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %132, i32 %133)
  %135 = load i32, ptr addrspace(11) %134, align 4
  %136 = load i32, ptr %56, align 4
  %137 = mul i32 %136, -1640531527
  %138 = xor i32 %135, %137
  %139 = load <3 x i32>, ptr %55, align 16
  %140 = extractelement <3 x i32> %139, i64 0
  store ptr @_ZL5Mixed, ptr %43, align 8
  store i32 %140, ptr %44, align 4
  %141 = load ptr, ptr %43, align 8
  %142 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %141, align 8
  %143 = load i32, ptr %44, align 4
  %144 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %142, i32 %143)
  store i32 %138, ptr addrspace(11) %144, align 4
  %145 = load <3 x i32>, ptr %55, align 16
  %146 = extractelement <3 x i32> %145, i64 0
  %147 = icmp ult i32 %146, 8
  br i1 %147, label %148, label %171

148:                                              ; preds = %0
  %149 = load <3 x i32>, ptr %55, align 16
  %150 = extractelement <3 x i32> %149, i64 0
  store ptr @_ZL4Keys, ptr %51, align 8
  store i32 %150, ptr %52, align 4
  %151 = load ptr, ptr %51, align 8
  %152 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %151, align 8
  %153 = load i32, ptr %52, align 4
  %154 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %152, i32 %153)
  %155 = load i32, ptr addrspace(11) %154, align 4
  %156 = mul i32 %155, 8
  %157 = load <3 x i32>, ptr %55, align 16
  %158 = extractelement <3 x i32> %157, i64 0
  %159 = add i32 %156, %158
  store ptr @_ZL6Values, ptr %53, align 8
  store i32 %159, ptr %54, align 4
  %160 = load ptr, ptr %53, align 8
  %161 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %160, align 8
  %162 = load i32, ptr %54, align 4
  %163 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %161, i32 %162)
  %164 = load i32, ptr addrspace(11) %163, align 4
  %165 = load <3 x i32>, ptr %55, align 16
  %166 = extractelement <3 x i32> %165, i64 0
  store ptr @_ZL5First, ptr %45, align 8
  store i32 %166, ptr %46, align 4
  %167 = load ptr, ptr %45, align 8
  %168 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %167, align 8
  %169 = load i32, ptr %46, align 4
  %170 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %168, i32 %169)
  store i32 %164, ptr addrspace(11) %170, align 4
  br label %171

171:                                              ; preds = %0, %148
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

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
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; branches-select.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'branches-select.hlsl'
source_filename = "branches-select.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

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
  %27 = alloca <4 x i32>, align 16
  %28 = alloca i32, align 4
  %29 = alloca <4 x i32>, align 16
  %30 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %31 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) poison, ptr %31, align 8
  %32 = load i32, ptr %16, align 4, !noalias !3
  %33 = load i32, ptr %17, align 4, !noalias !3
  %34 = load i32, ptr %18, align 4, !noalias !3
  %35 = load i32, ptr %19, align 4, !noalias !3
  %36 = load ptr, ptr %20, align 8, !noalias !3
  %37 = call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_0t(i32 %33, i32 %32, i32 %34, i32 %35, ptr %36)
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) %37, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %40 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0), ptr %39, align 8
  store target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) %40, ptr %38, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %41 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %41, align 8
  %42 = load i32, ptr %8, align 4, !noalias !8
  %43 = load i32, ptr %9, align 4, !noalias !8
  %44 = load i32, ptr %10, align 4, !noalias !8
  %45 = load i32, ptr %11, align 4, !noalias !8
  %46 = load ptr, ptr %12, align 8, !noalias !8
  %47 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %43, i32 %42, i32 %44, i32 %45, ptr %46)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %47, ptr %14, align 8, !noalias !8
  %48 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %49 = load i32, ptr %13, align 4, !noalias !8
  %50 = load i32, ptr %9, align 4, !noalias !8
  %51 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %48, i32 %49, i32 %50)
  %52 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %51, ptr %52, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %53 = load ptr, ptr %1, align 8
  %54 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %55 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %54, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %55, ptr %53, align 8
  %56 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %57 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %56, i32 0, i32 1
  %58 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %57, align 8
  %59 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %53, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %58, ptr %59, align 8
  %60 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %61 = insertelement <3 x i32> poison, i32 %60, i64 0
  %62 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %63 = insertelement <3 x i32> %61, i32 %62, i64 1
  %64 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %65 = insertelement <3 x i32> %63, i32 %64, i64 2
  store <3 x i32> %65, ptr %26, align 16
  %66 = load <3 x i32>, ptr %26, align 16
  %67 = extractelement <3 x i32> %66, i64 0
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %67, ptr %25, align 4
  %68 = load ptr, ptr %24, align 8
  %69 = load target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0), ptr %68, align 8
  %70 = load i32, ptr %25, align 4
  %71 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) %69, i32 %70)
  %72 = load <4 x i32>, ptr addrspace(11) %71, align 16
  store <4 x i32> %72, ptr %27, align 16
  %73 = load <4 x i32>, ptr %27, align 16
  %74 = extractelement <4 x i32> %73, i64 0
  %75 = icmp sgt i32 %74, 5
  br i1 %75, label %76, label %81

76:                                               ; preds = %0
  %77 = load <4 x i32>, ptr %27, align 16
  %78 = extractelement <4 x i32> %77, i64 1
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %80, label %81

80:                                               ; preds = %76
  store i32 1, ptr %28, align 4
  br label %106

81:                                               ; preds = %76, %0
  %82 = load <4 x i32>, ptr %27, align 16
  %83 = extractelement <4 x i32> %82, i64 0
  %84 = icmp slt i32 %83, -5
  br i1 %84, label %89, label %85

85:                                               ; preds = %81
  %86 = load <4 x i32>, ptr %27, align 16
  %87 = extractelement <4 x i32> %86, i64 2
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %90

89:                                               ; preds = %85, %81
  store i32 2, ptr %28, align 4
  br label %105

90:                                               ; preds = %85
  %91 = load <4 x i32>, ptr %27, align 16
  %92 = icmp sgt <4 x i32> %91, splat (i32 -3)
  %93 = sext <4 x i1> %92 to <4 x i32>
  %94 = call i1 @llvm.spv.all.v4i32(<4 x i32> %93)
  br i1 %94, label %95, label %96

95:                                               ; preds = %90
  store i32 3, ptr %28, align 4
  br label %104

96:                                               ; preds = %90
  %97 = load <4 x i32>, ptr %27, align 16
  %98 = icmp eq <4 x i32> %97, splat (i32 7)
  %99 = sext <4 x i1> %98 to <4 x i32>
  %100 = call i1 @llvm.spv.any.v4i32(<4 x i32> %99)
  br i1 %100, label %101, label %102

101:                                              ; preds = %96
  store i32 4, ptr %28, align 4
  br label %103

102:                                              ; preds = %96
  store i32 5, ptr %28, align 4
  br label %103

103:                                              ; preds = %102, %101
  br label %104

104:                                              ; preds = %103, %95
  br label %105

105:                                              ; preds = %104, %89
  br label %106

106:                                              ; preds = %105, %80
  %107 = load <4 x i32>, ptr %27, align 16
  %108 = extractelement <4 x i32> %107, i64 0
  %109 = load <4 x i32>, ptr %27, align 16
  %110 = extractelement <4 x i32> %109, i64 1
  %111 = icmp sgt i32 %108, %110
  br i1 %111, label %112, label %114

112:                                              ; preds = %106
  %113 = load <4 x i32>, ptr %27, align 16
  br label %117

114:                                              ; preds = %106
  %115 = load <4 x i32>, ptr %27, align 16
  %116 = sub <4 x i32> zeroinitializer, %115
  br label %117

117:                                              ; preds = %114, %112
  %118 = phi <4 x i32> [ %113, %112 ], [ %116, %114 ]
  store <4 x i32> %118, ptr %29, align 16
  %119 = load i32, ptr %28, align 4
  %120 = mul nsw i32 %119, 1000
  %121 = load <4 x i32>, ptr %29, align 16
  %122 = extractelement <4 x i32> %121, i64 0
  %123 = load <4 x i32>, ptr %29, align 16
  %124 = extractelement <4 x i32> %123, i64 1
  %125 = mul nsw i32 %124, 3
  %126 = add nsw i32 %122, %125
  %127 = load <4 x i32>, ptr %29, align 16
  %128 = extractelement <4 x i32> %127, i64 2
  %129 = mul nsw i32 %128, 5
  %130 = add nsw i32 %126, %129
  %131 = load <4 x i32>, ptr %29, align 16
  %132 = extractelement <4 x i32> %131, i64 3
  %133 = mul nsw i32 %132, 7
  %134 = add nsw i32 %130, %133
  %135 = add nsw i32 %120, %134
  store i32 %135, ptr %28, align 4
  %136 = load <4 x i32>, ptr %27, align 16
  %137 = extractelement <4 x i32> %136, i64 3
  %138 = and i32 %137, 1
  %139 = icmp ne i32 %138, 0
  br i1 %139, label %140, label %142

140:                                              ; preds = %117
  %141 = load i32, ptr %28, align 4
  br label %145

142:                                              ; preds = %117
  %143 = load i32, ptr %28, align 4
  %144 = sub nsw i32 0, %143
  br label %145

145:                                              ; preds = %140, %142
  %146 = phi i32 [ %141, %140 ], [ %144, %142 ]
  %147 = load <3 x i32>, ptr %26, align 16
  %148 = extractelement <3 x i32> %147, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %148, ptr %23, align 4
  %149 = load ptr, ptr %22, align 8
  %150 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %149, align 8
  %151 = load i32, ptr %23, align 4
  %152 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %150, i32 %151)
  store i32 %146, ptr addrspace(11) %152, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.spv.all.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.spv.any.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0), i32) #3

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
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIDv4_iE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIDv4_iE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}

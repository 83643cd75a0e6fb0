; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; local-array-sort.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'local-array-sort.hlsl'
source_filename = "local-array-sort.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 0) }
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
  %27 = alloca [8 x i32], align 4
  %28 = alloca i32, align 4
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
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) poison, ptr %32, align 8
  %33 = load i32, ptr %16, align 4, !noalias !3
  %34 = load i32, ptr %17, align 4, !noalias !3
  %35 = load i32, ptr %18, align 4, !noalias !3
  %36 = load i32, ptr %19, align 4, !noalias !3
  %37 = load ptr, ptr %20, align 8, !noalias !3
  %38 = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 %34, i32 %33, i32 %35, i32 %36, ptr %37)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %38, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %39 = load ptr, ptr %4, align 8
  %40 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %41 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %40, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 0) %41, ptr %39, align 8
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
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) poison, ptr %42, align 8
  %43 = load i32, ptr %8, align 4, !noalias !8
  %44 = load i32, ptr %9, align 4, !noalias !8
  %45 = load i32, ptr %10, align 4, !noalias !8
  %46 = load i32, ptr %11, align 4, !noalias !8
  %47 = load ptr, ptr %12, align 8, !noalias !8
  %48 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %44, i32 %43, i32 %45, i32 %46, ptr %47)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %48, ptr %14, align 8, !noalias !8
  %49 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %14, align 8, !noalias !8
  %50 = load i32, ptr %13, align 4, !noalias !8
  %51 = load i32, ptr %9, align 4, !noalias !8
  %52 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %49, i32 %50, i32 %51)
  %53 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %52, ptr %53, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %54 = load ptr, ptr %1, align 8
  %55 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %56 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %55, align 8
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %56, ptr %54, align 8
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
  store <3 x i32> %66, ptr %26, align 16
  store i32 0, ptr %28, align 4
  br label %67

67:                                               ; preds = %71, %0
  %68 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %31) ]
  %69 = load i32, ptr %28, align 4
  %70 = icmp ult i32 %69, 8
  br i1 %70, label %71, label %87

71:                                               ; preds = %67
  %72 = load <3 x i32>, ptr %26, align 16
  %73 = extractelement <3 x i32> %72, i64 0
  %74 = mul i32 %73, 8
  %75 = load i32, ptr %28, align 4
  %76 = add i32 %74, %75
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %76, ptr %25, align 4
  %77 = load ptr, ptr %24, align 8
  %78 = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %77, align 8
  %79 = load i32, ptr %25, align 4
  %80 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %78, i32 %79)
  %81 = load i32, ptr addrspace(11) %80, align 4
  %82 = load i32, ptr %28, align 4
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds nuw [8 x i32], ptr %27, i64 0, i64 %83
  store i32 %81, ptr %84, align 4
  %85 = load i32, ptr %28, align 4
  %86 = add i32 %85, 1
  store i32 %86, ptr %28, align 4
  br label %67, !llvm.loop !11

87:                                               ; preds = %67
  store i32 1, ptr %28, align 4
  br label %88

88:                                               ; preds = %123, %87
  %89 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %31) ]
  %90 = load i32, ptr %28, align 4
  %91 = icmp ult i32 %90, 8
  br i1 %91, label %92, label %131

92:                                               ; preds = %88
  %93 = load i32, ptr %28, align 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds nuw [8 x i32], ptr %27, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4
  store i32 %96, ptr %29, align 4
  %97 = load i32, ptr %28, align 4
  %98 = sub nsw i32 %97, 1
  store i32 %98, ptr %30, align 4
  br label %99

99:                                               ; preds = %112, %92
  %100 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %89) ]
  %101 = load i32, ptr %30, align 4
  %102 = icmp sge i32 %101, 0
  br i1 %102, label %103, label %110

103:                                              ; preds = %99
  %104 = load i32, ptr %30, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [8 x i32], ptr %27, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = load i32, ptr %29, align 4
  %109 = icmp sgt i32 %107, %108
  br label %110

110:                                              ; preds = %103, %99
  %111 = phi i1 [ false, %99 ], [ %109, %103 ]
  br i1 %111, label %112, label %123

112:                                              ; preds = %110
  %113 = load i32, ptr %30, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [8 x i32], ptr %27, i64 0, i64 %114
  %116 = load i32, ptr %115, align 4
  %117 = load i32, ptr %30, align 4
  %118 = add nsw i32 %117, 1
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [8 x i32], ptr %27, i64 0, i64 %119
  store i32 %116, ptr %120, align 4
  %121 = load i32, ptr %30, align 4
  %122 = add nsw i32 %121, -1
  store i32 %122, ptr %30, align 4
  br label %99, !llvm.loop !13

123:                                              ; preds = %110
  %124 = load i32, ptr %29, align 4
  %125 = load i32, ptr %30, align 4
  %126 = add nsw i32 %125, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [8 x i32], ptr %27, i64 0, i64 %127
  store i32 %124, ptr %128, align 4
  %129 = load i32, ptr %28, align 4
  %130 = add i32 %129, 1
  store i32 %130, ptr %28, align 4
  br label %88, !llvm.loop !14

131:                                              ; preds = %88
  store i32 0, ptr %28, align 4
  br label %132

132:                                              ; preds = %136, %131
  %133 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %31) ]
  %134 = load i32, ptr %28, align 4
  %135 = icmp ult i32 %134, 8
  br i1 %135, label %136, label %152

136:                                              ; preds = %132
  %137 = load i32, ptr %28, align 4
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds nuw [8 x i32], ptr %27, i64 0, i64 %138
  %140 = load i32, ptr %139, align 4
  %141 = load <3 x i32>, ptr %26, align 16
  %142 = extractelement <3 x i32> %141, i64 0
  %143 = mul i32 %142, 8
  %144 = load i32, ptr %28, align 4
  %145 = add i32 %143, %144
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %145, ptr %23, align 4
  %146 = load ptr, ptr %22, align 8
  %147 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %146, align 8
  %148 = load i32, ptr %23, align 4
  %149 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %147, i32 %148)
  store i32 %140, ptr addrspace(11) %149, align 4
  %150 = load i32, ptr %28, align 4
  %151 = add i32 %150, 1
  store i32 %151, ptr %28, align 4
  br label %132, !llvm.loop !15

152:                                              ; preds = %132
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
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}

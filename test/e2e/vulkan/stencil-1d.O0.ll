; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; stencil-1d.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'stencil-1d.hlsl'
source_filename = "stencil-1d.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Line = hidden addrspace(3) global [68 x float] zeroinitializer, align 4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden spir_func noundef nofpclass(nan inf) float @_Z12load_clampedi(i32 noundef %0) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @llvm.spv.sclamp.i32(i32 %6, i32 0, i32 255)
  store ptr @_ZL2In, ptr %2, align 8
  store i32 %7, ptr %3, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %8, align 8
  %10 = load i32, ptr %3, align 4
  %11 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %9, i32 %10)
  %12 = load float, ptr addrspace(11) %11, align 4
  ret float %12
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.sclamp.i32(i32, i32, i32) #2

; Function Attrs: convergent noinline norecurse optnone
define void @main() #3 {
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
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca <3 x i32>, align 16
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
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %36, align 8
  %37 = load i32, ptr %16, align 4, !noalias !3
  %38 = load i32, ptr %17, align 4, !noalias !3
  %39 = load i32, ptr %18, align 4, !noalias !3
  %40 = load i32, ptr %19, align 4, !noalias !3
  %41 = load ptr, ptr %20, align 8, !noalias !3
  %42 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %38, i32 %37, i32 %39, i32 %40, ptr %41)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %42, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %43 = load ptr, ptr %4, align 8
  %44 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %45 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %44, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %45, ptr %43, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %46 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %46, align 8
  %47 = load i32, ptr %8, align 4, !noalias !8
  %48 = load i32, ptr %9, align 4, !noalias !8
  %49 = load i32, ptr %10, align 4, !noalias !8
  %50 = load i32, ptr %11, align 4, !noalias !8
  %51 = load ptr, ptr %12, align 8, !noalias !8
  %52 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %48, i32 %47, i32 %49, i32 %50, ptr %51)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %52, ptr %14, align 8, !noalias !8
  %53 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %14, align 8, !noalias !8
  %54 = load i32, ptr %13, align 4, !noalias !8
  %55 = load i32, ptr %9, align 4, !noalias !8
  %56 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %53, i32 %54, i32 %55)
  %57 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %56, ptr %57, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %58 = load ptr, ptr %1, align 8
  %59 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %60 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %59, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %60, ptr %58, align 8
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
  store <3 x i32> %70, ptr %32, align 16
  store i32 %71, ptr %33, align 4
  %72 = load <3 x i32>, ptr %32, align 16
  %73 = extractelement <3 x i32> %72, i64 0
  store i32 %73, ptr %34, align 4
  %74 = load i32, ptr %34, align 4
  store ptr @_ZL2In, ptr %24, align 8
  store i32 %74, ptr %25, align 4
  %75 = load ptr, ptr %24, align 8
  %76 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %75, align 8
  %77 = load i32, ptr %25, align 4
  %78 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %76, i32 %77)
  %79 = load float, ptr addrspace(11) %78, align 4
  %80 = load i32, ptr %33, align 4
  %81 = add i32 %80, 2
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @Line, i64 0, i64 %82
  store float %79, ptr addrspace(3) %83, align 4
  %84 = load i32, ptr %33, align 4
  %85 = icmp ult i32 %84, 2
  br i1 %85, label %86, label %99

86:                                               ; preds = %0
  %87 = load i32, ptr %34, align 4
  %88 = sub nsw i32 %87, 2
  store i32 %88, ptr %30, align 4
  %89 = load i32, ptr %30, align 4
  %90 = call i32 @llvm.spv.sclamp.i32(i32 %89, i32 0, i32 255)
  store ptr @_ZL2In, ptr %28, align 8
  store i32 %90, ptr %29, align 4
  %91 = load ptr, ptr %28, align 8
  %92 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %91, align 8
  %93 = load i32, ptr %29, align 4
  %94 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %92, i32 %93)
  %95 = load float, ptr addrspace(11) %94, align 4
  %96 = load i32, ptr %33, align 4
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @Line, i64 0, i64 %97
  store float %95, ptr addrspace(3) %98, align 4
  br label %117

99:                                               ; preds = %0
  %100 = load i32, ptr %33, align 4
  %101 = icmp uge i32 %100, 62
  br i1 %101, label %102, label %116

102:                                              ; preds = %99
  %103 = load i32, ptr %34, align 4
  %104 = add nsw i32 %103, 2
  store i32 %104, ptr %31, align 4
  %105 = load i32, ptr %31, align 4
  %106 = call i32 @llvm.spv.sclamp.i32(i32 %105, i32 0, i32 255)
  store ptr @_ZL2In, ptr %26, align 8
  store i32 %106, ptr %27, align 4
  %107 = load ptr, ptr %26, align 8
  %108 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %107, align 8
  %109 = load i32, ptr %27, align 4
  %110 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %108, i32 %109)
  %111 = load float, ptr addrspace(11) %110, align 4
  %112 = load i32, ptr %33, align 4
  %113 = add i32 %112, 4
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @Line, i64 0, i64 %114
  store float %111, ptr addrspace(3) %115, align 4
  br label %116

116:                                              ; preds = %102, %99
  br label %117

117:                                              ; preds = %86, %116
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %35) ]
  %118 = load i32, ptr %33, align 4
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @Line, i64 0, i64 %119
  %121 = load float, ptr addrspace(3) %120, align 4
  %122 = load i32, ptr %33, align 4
  %123 = add i32 %122, 1
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @Line, i64 0, i64 %124
  %126 = load float, ptr addrspace(3) %125, align 4
  %127 = fmul reassoc nnan ninf nsz arcp afn float %126, 2.500000e-01
  %128 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %121, float 6.250000e-02, float %127)
  %129 = load i32, ptr %33, align 4
  %130 = add i32 %129, 2
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @Line, i64 0, i64 %131
  %133 = load float, ptr addrspace(3) %132, align 4
  %134 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %133, float 3.750000e-01, float %128)
  %135 = load i32, ptr %33, align 4
  %136 = add i32 %135, 3
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @Line, i64 0, i64 %137
  %139 = load float, ptr addrspace(3) %138, align 4
  %140 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %139, float 2.500000e-01, float %134)
  %141 = load i32, ptr %33, align 4
  %142 = add i32 %141, 4
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds nuw [68 x float], ptr addrspace(3) @Line, i64 0, i64 %143
  %145 = load float, ptr addrspace(3) %144, align 4
  %146 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %145, float 6.250000e-02, float %140)
  %147 = load i32, ptr %34, align 4
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %147, ptr %23, align 4
  %148 = load ptr, ptr %22, align 8
  %149 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %148, align 8
  %150 = load i32, ptr %23, align 4
  %151 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %149, i32 %150)
  store float %146, ptr addrspace(11) %151, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #4

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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

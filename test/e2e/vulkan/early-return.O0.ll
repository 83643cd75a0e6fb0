; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; early-return.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'early-return.hlsl'
source_filename = "early-return.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden spir_func noundef nofpclass(nan inf) float @_Z5shapef(float noundef nofpclass(nan inf) %0) #1 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = fcmp reassoc nnan ninf nsz arcp afn olt float %5, 0.000000e+00
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = load float, ptr %4, align 4
  %9 = fneg reassoc nnan ninf nsz arcp afn float %8
  %10 = fmul reassoc nnan ninf nsz arcp afn float %9, 2.000000e+00
  store float %10, ptr %3, align 4
  br label %19

11:                                               ; preds = %1
  %12 = load float, ptr %4, align 4
  %13 = fcmp reassoc nnan ninf nsz arcp afn ogt float %12, 1.000000e+01
  br i1 %13, label %14, label %15

14:                                               ; preds = %11
  store float 1.000000e+01, ptr %3, align 4
  br label %19

15:                                               ; preds = %11
  %16 = load float, ptr %4, align 4
  %17 = load float, ptr %4, align 4
  %18 = fmul reassoc nnan ninf nsz arcp afn float %16, %17
  store float %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %15, %14, %7
  %20 = load float, ptr %3, align 4
  ret float %20
}

; Function Attrs: convergent noinline norecurse optnone
define void @main() #2 {
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
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca <3 x i32>, align 16
  %31 = alloca float, align 4
  %32 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %15, align 8, !noalias !3
  store i32 0, ptr %16, align 4, !noalias !3
  store i32 0, ptr %17, align 4, !noalias !3
  store i32 1, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store ptr @.str, ptr %20, align 8, !noalias !3
  store ptr %21, ptr %6, align 8
  %33 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %33, align 8
  %34 = load i32, ptr %16, align 4, !noalias !3
  %35 = load i32, ptr %17, align 4, !noalias !3
  %36 = load i32, ptr %18, align 4, !noalias !3
  %37 = load i32, ptr %19, align 4, !noalias !3
  %38 = load ptr, ptr %20, align 8, !noalias !3
  %39 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %35, i32 %34, i32 %36, i32 %37, ptr %38)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %39, ptr %21, align 8, !noalias !3
  store ptr @_ZL2In, ptr %4, align 8
  store ptr %21, ptr %5, align 8
  %40 = load ptr, ptr %4, align 8
  %41 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %42 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %41, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %42, ptr %40, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %7, align 8, !noalias !8
  store i32 1, ptr %8, align 4, !noalias !8
  store i32 0, ptr %9, align 4, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store ptr @.str.2, ptr %12, align 8, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr %14, ptr %3, align 8
  %43 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %43, align 8
  %44 = load i32, ptr %8, align 4, !noalias !8
  %45 = load i32, ptr %9, align 4, !noalias !8
  %46 = load i32, ptr %10, align 4, !noalias !8
  %47 = load i32, ptr %11, align 4, !noalias !8
  %48 = load ptr, ptr %12, align 8, !noalias !8
  %49 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %45, i32 %44, i32 %46, i32 %47, ptr %48)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %49, ptr %14, align 8, !noalias !8
  %50 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %14, align 8, !noalias !8
  %51 = load i32, ptr %13, align 4, !noalias !8
  %52 = load i32, ptr %9, align 4, !noalias !8
  %53 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %50, i32 %51, i32 %52)
  %54 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %14, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %53, ptr %54, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %1, align 8
  store ptr %14, ptr %2, align 8
  %55 = load ptr, ptr %1, align 8
  %56 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %57 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %56, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %57, ptr %55, align 8
  %58 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %59 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %58, i32 0, i32 1
  %60 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %59, align 8
  %61 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %55, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %60, ptr %61, align 8
  %62 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %63 = insertelement <3 x i32> poison, i32 %62, i64 0
  %64 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %65 = insertelement <3 x i32> %63, i32 %64, i64 1
  %66 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %67 = insertelement <3 x i32> %65, i32 %66, i64 2
  store <3 x i32> %67, ptr %30, align 16
  %68 = load <3 x i32>, ptr %30, align 16
  %69 = extractelement <3 x i32> %68, i64 0
  %70 = urem i32 %69, 7
  %71 = icmp eq i32 %70, 3
  br i1 %71, label %72, label %73

72:                                               ; preds = %0
  br label %114

73:                                               ; preds = %0
  %74 = load <3 x i32>, ptr %30, align 16
  %75 = extractelement <3 x i32> %74, i64 0
  store ptr @_ZL2In, ptr %26, align 8
  store i32 %75, ptr %27, align 4
  %76 = load ptr, ptr %26, align 8
  %77 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %76, align 8
  %78 = load i32, ptr %27, align 4
  %79 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %77, i32 %78)
  %80 = load float, ptr addrspace(11) %79, align 4
  store float %80, ptr %31, align 4
  %81 = load float, ptr %31, align 4
  %82 = fcmp reassoc nnan ninf nsz arcp afn ogt float %81, 1.800000e+01
  br i1 %82, label %83, label %90

83:                                               ; preds = %73
  %84 = load <3 x i32>, ptr %30, align 16
  %85 = extractelement <3 x i32> %84, i64 0
  store ptr @_ZL3Out, ptr %24, align 8
  store i32 %85, ptr %25, align 4
  %86 = load ptr, ptr %24, align 8
  %87 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %86, align 8
  %88 = load i32, ptr %25, align 4
  %89 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %87, i32 %88)
  store float -1.000000e+00, ptr addrspace(11) %89, align 4
  br label %114

90:                                               ; preds = %73
  %91 = load float, ptr %31, align 4
  store float %91, ptr %29, align 4
  %92 = load float, ptr %29, align 4
  %93 = fcmp reassoc nnan ninf nsz arcp afn olt float %92, 0.000000e+00
  br i1 %93, label %94, label %98

94:                                               ; preds = %90
  %95 = load float, ptr %29, align 4
  %96 = fneg reassoc nnan ninf nsz arcp afn float %95
  %97 = fmul reassoc nnan ninf nsz arcp afn float %96, 2.000000e+00
  store float %97, ptr %28, align 4
  br label %106

98:                                               ; preds = %90
  %99 = load float, ptr %29, align 4
  %100 = fcmp reassoc nnan ninf nsz arcp afn ogt float %99, 1.000000e+01
  br i1 %100, label %101, label %102

101:                                              ; preds = %98
  store float 1.000000e+01, ptr %28, align 4
  br label %106

102:                                              ; preds = %98
  %103 = load float, ptr %29, align 4
  %104 = load float, ptr %29, align 4
  %105 = fmul reassoc nnan ninf nsz arcp afn float %103, %104
  store float %105, ptr %28, align 4
  br label %106

106:                                              ; preds = %102, %101, %94
  %107 = load float, ptr %28, align 4
  %108 = load <3 x i32>, ptr %30, align 16
  %109 = extractelement <3 x i32> %108, i64 0
  store ptr @_ZL3Out, ptr %22, align 8
  store i32 %109, ptr %23, align 4
  %110 = load ptr, ptr %22, align 8
  %111 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %110, align 8
  %112 = load i32, ptr %23, align 4
  %113 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %111, i32 %112)
  store float %107, ptr addrspace(11) %113, align 4
  br label %114

114:                                              ; preds = %72, %83, %106
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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

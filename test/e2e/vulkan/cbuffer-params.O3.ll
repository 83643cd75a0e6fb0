; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; cbuffer-params.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'cbuffer-params.hlsl'
source_filename = "cbuffer-params.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%__cblayout_Params = type <{ float, i32, <2 x float>, <4 x float>, <{ [3 x <{ float, target("spirv.Padding", 12) }>], float }> }>

@Params.cb = local_unnamed_addr global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
@Scale = external hidden local_unnamed_addr addrspace(12) global float, align 4
@Count = external hidden local_unnamed_addr addrspace(12) global i32, align 4
@Offset = external hidden local_unnamed_addr addrspace(12) global <2 x float>, align 8
@Bias = external hidden local_unnamed_addr addrspace(12) global <4 x float>, align 16
@Weights = external hidden local_unnamed_addr addrspace(12) global <{ [3 x <{ float, target("spirv.Padding", 12) }>], float }>, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #1 {
  %1 = tail call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32 1, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) %1, ptr @Params.cb, align 8
  %2 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %4 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %5 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %2, i32 %4)
  %6 = load <4 x float>, ptr addrspace(11) %5, align 16, !tbaa !8
  %7 = load float, ptr addrspace(12) @Scale, align 4, !tbaa !9
  %8 = insertelement <4 x float> poison, float %7, i64 0
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = load <4 x float>, ptr addrspace(12) @Bias, align 16, !tbaa !8
  %11 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> %9, <4 x float> %10)
  %12 = load <2 x float>, ptr addrspace(12) @Offset, align 8, !tbaa !8
  %13 = and i32 %4, 3
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr <{ float, target("spirv.Padding", 12) }>, ptr addrspace(12) @Weights, i64 %14
  %16 = load float, ptr addrspace(12) %15, align 16, !tbaa !9
  %17 = insertelement <2 x float> poison, float %16, i64 0
  %18 = shufflevector <2 x float> %17, <2 x float> poison, <2 x i32> zeroinitializer
  %19 = shufflevector <4 x float> %11, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %20 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %12, <2 x float> %18, <2 x float> %19)
  %21 = shufflevector <2 x float> %20, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %22 = shufflevector <4 x float> %21, <4 x float> %11, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %23 = and i32 %4, 63
  %24 = load i32, ptr addrspace(12) @Count, align 4, !tbaa !4
  %25 = and i32 %24, 63
  %26 = icmp ult i32 %23, %25
  %27 = extractelement <4 x float> %11, i64 3
  %28 = fneg reassoc nnan ninf nsz arcp afn float %27
  %29 = insertelement <4 x float> %22, float %28, i64 3
  %30 = select nsz i1 %26, <4 x float> %29, <4 x float> %22
  %31 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %3, i32 %4)
  store <4 x float> %30, ptr addrspace(11) %31, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1, !2}
!llvm.ident = !{!3}

!0 = !{ptr @Params.cb, ptr addrspace(12) @Scale, ptr addrspace(12) @Count, ptr addrspace(12) @Offset, ptr addrspace(12) @Bias, ptr addrspace(12) @Weights}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (3)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}

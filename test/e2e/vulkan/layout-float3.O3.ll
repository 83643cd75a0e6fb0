; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-scalarBlockLayout
; XFAIL: !vulkan-codegen
; layout-float3.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'layout-float3.hlsl'
source_filename = "layout-float3.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%__cblayout_Params = type <{ <3 x float>, float, <4 x float> }>
%struct.Vertex = type <{ <3 x float>, i32, <2 x float> }>

@Params.cb = local_unnamed_addr global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
@Axis = external hidden local_unnamed_addr addrspace(12) global <3 x float>, align 16
@Angle = external hidden local_unnamed_addr addrspace(12) global float, align 4
@Tint = external hidden local_unnamed_addr addrspace(12) global <4 x float>, align 16
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@.str = private unnamed_addr constant [6 x i8] c"Verts\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #1 {
  %1 = tail call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) %1, ptr @Params.cb, align 8
  %2 = tail call target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call noundef align 1 dereferenceable(28) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) %2, i32 %3)
  %5 = addrspacecast ptr addrspace(11) %4 to ptr
  %6 = load <3 x float>, ptr %5, align 1
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %8 = load <2 x float>, ptr %7, align 1, !tbaa !8
  %9 = load float, ptr addrspace(12) @Angle, align 4, !tbaa !9
  %10 = insertelement <3 x float> poison, float %9, i64 0
  %11 = shufflevector <3 x float> %10, <3 x float> poison, <3 x i32> zeroinitializer
  %12 = load <3 x float>, ptr addrspace(12) @Axis, align 16, !tbaa !8
  %13 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %6, <3 x float> %11, <3 x float> %12)
  %14 = mul i32 %3, 3
  %15 = load <4 x float>, ptr addrspace(12) @Tint, align 16
  %16 = shufflevector <4 x float> %15, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %17 = shufflevector <4 x float> %15, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %18 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %8, <2 x float> %16, <2 x float> %17)
  store <3 x float> %13, ptr %5, align 1
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %14, ptr %19, align 1, !tbaa !4
  store <2 x float> %18, ptr %7, align 1, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1, !2}
!llvm.ident = !{!3}

!0 = !{ptr @Params.cb, ptr addrspace(12) @Axis, ptr addrspace(12) @Angle, ptr addrspace(12) @Tint}
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

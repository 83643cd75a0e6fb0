; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-subgroup-basic, vk-subgroup-ballot, vk-subgroup-shuffle, vk-subgroup-size-8
; XFAIL: !vulkan-codegen
; wave-lanes.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'wave-lanes.hlsl'
source_filename = "wave-lanes.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"Lanes\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"Read\00", align 1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent noinline norecurse nounwind
define void @main() local_unnamed_addr #1 {
  %1 = tail call token @llvm.experimental.convergence.entry()
  %2 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %4 = tail call target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2f32_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %5 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %6 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %2, i32 %5)
  %7 = load float, ptr addrspace(11) %6, align 4, !tbaa !7
  %8 = call spir_func i32 @__hlsl_wave_get_lane_index() #6 [ "convergencectrl"(token %1) ]
  %9 = call spir_func i32 @llvm.spv.wave.get.lane.count() [ "convergencectrl"(token %1) ]
  %10 = shl i32 %9, 8
  %11 = call spir_func i1 @llvm.spv.wave.is.first.lane() [ "convergencectrl"(token %1) ]
  %12 = select i1 %11, i32 65536, i32 0
  %13 = or i32 %10, %12
  %14 = or i32 %13, %8
  %15 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %3, i32 %5)
  store i32 %14, ptr addrspace(11) %15, align 4, !tbaa !3
  %16 = call reassoc nnan ninf nsz arcp afn spir_func float @llvm.spv.wave.readlane.f32(float %7, i32 3) [ "convergencectrl"(token %1) ]
  %17 = insertelement <2 x float> poison, float %16, i64 0
  %18 = add i32 %8, 1
  %19 = and i32 %18, 7
  %20 = call reassoc nnan ninf nsz arcp afn spir_func float @llvm.spv.wave.readlane.f32(float %7, i32 %19) [ "convergencectrl"(token %1) ]
  %21 = insertelement <2 x float> %17, float %20, i64 1
  %22 = tail call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) %4, i32 %5)
  store <2 x float> %21, ptr addrspace(11) %22, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: convergent
declare spir_func i32 @__hlsl_wave_get_lane_index() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.spv.wave.get.lane.count() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i1 @llvm.spv.wave.is.first.lane() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.wave.readlane.f32(float, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v2f32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v2f32_12_1t(target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 1), i32) #5

attributes #0 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !5, i64 0}
!9 = !{!5, !5, i64 0}

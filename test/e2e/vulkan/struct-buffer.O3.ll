; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; struct-buffer.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'struct-buffer.hlsl'
source_filename = "struct-buffer.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%struct.Particle = type { <4 x float>, <2 x i32>, i32, float }

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"Mass\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %5 = tail call noundef align 1 dereferenceable(32) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) %1, i32 %4)
  %6 = addrspacecast ptr addrspace(11) %5 to ptr
  %7 = load <4 x float>, ptr %6, align 1, !tbaa !7
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %9 = load <2 x i32>, ptr %8, align 1, !tbaa !7
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %11 = load i32, ptr %10, align 1, !tbaa !3
  %12 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %13 = load float, ptr %12, align 1, !tbaa !8
  %14 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> splat (float 5.000000e-01), <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
  %15 = shufflevector <2 x i32> %9, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %16 = insertelement <2 x i32> <i32 poison, i32 1>, i32 %4, i64 0
  %17 = sub <2 x i32> %15, %16
  %18 = xor i32 %11, 255
  %19 = extractelement <2 x i32> %17, i64 0
  %20 = sitofp i32 %19 to float
  %21 = fadd reassoc nnan ninf nsz arcp afn float %13, %20
  %22 = tail call noundef align 1 dereferenceable(32) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) %2, i32 %4)
  %23 = addrspacecast ptr addrspace(11) %22 to ptr
  store <4 x float> %14, ptr %23, align 1, !tbaa !7
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 16
  store <2 x i32> %17, ptr %24, align 1, !tbaa !7
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 24
  store i32 %18, ptr %25, align 1, !tbaa !3
  %26 = getelementptr inbounds nuw i8, ptr %23, i64 28
  store float %21, ptr %26, align 1, !tbaa !8
  %27 = sub i32 63, %4
  %28 = tail call noundef align 1 dereferenceable(32) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) %1, i32 %27)
  %29 = getelementptr inbounds nuw i8, ptr addrspace(11) %28, i64 28
  %30 = load float, ptr addrspace(11) %29, align 1, !tbaa !10
  %31 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %3, i32 %4)
  store float %30, ptr addrspace(11) %31, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !5, i64 0}
!10 = !{!11, !9, i64 28}
!11 = !{!"_ZTS8Particle", !5, i64 0, !5, i64 16, !4, i64 24, !9, i64 28}

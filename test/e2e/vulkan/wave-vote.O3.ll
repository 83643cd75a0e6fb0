; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-subgroup-vote, vk-subgroup-ballot, vk-subgroup-size-8
; XFAIL: !vulkan-codegen
; wave-vote.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'wave-vote.hlsl'
source_filename = "wave-vote.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #1 {
  %1 = tail call token @llvm.experimental.convergence.entry()
  %2 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %2, i32 %3)
  %5 = load i32, ptr addrspace(11) %4, align 4, !tbaa !3
  %6 = icmp ult i32 %5, 9
  %7 = call spir_func i1 @llvm.spv.wave.all(i1 %6) [ "convergencectrl"(token %1) ]
  %8 = zext i1 %7 to i32
  %9 = icmp eq i32 %5, 0
  %10 = call spir_func i1 @llvm.spv.wave.any(i1 %9) [ "convergencectrl"(token %1) ]
  %11 = select i1 %10, i32 2, i32 0
  %12 = or disjoint i32 %11, %8
  %13 = icmp ugt i32 %5, 4
  %14 = call spir_func <4 x i32> @llvm.spv.wave.ballot(i1 %13) [ "convergencectrl"(token %1) ]
  %15 = and i32 %5, 1
  %16 = icmp ne i32 %15, 0
  %17 = call spir_func i32 @llvm.spv.wave.active.countbits(i1 %16) [ "convergencectrl"(token %1) ]
  %18 = insertelement <4 x i32> <i32 poison, i32 poison, i32 poison, i32 99>, i32 %12, i64 0
  %19 = shufflevector <4 x i32> %18, <4 x i32> %14, <4 x i32> <i32 0, i32 4, i32 poison, i32 3>
  %20 = insertelement <4 x i32> %19, i32 %17, i64 2
  %21 = icmp ugt i32 %5, 2
  br i1 %21, label %22, label %25

22:                                               ; preds = %0
  %23 = call spir_func i32 @llvm.spv.wave.active.countbits(i1 true) [ "convergencectrl"(token %1) ]
  %24 = insertelement <4 x i32> %20, i32 %23, i64 3
  br label %25

25:                                               ; preds = %0, %22
  %26 = phi <4 x i32> [ %24, %22 ], [ %20, %0 ]
  %27 = tail call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %28 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %27, i32 %3)
  store <4 x i32> %26, ptr addrspace(11) %28, align 16, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.spv.wave.all(i1) #0

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.spv.wave.any(i1) #0

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.spv.wave.ballot(i1) #0

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.wave.active.countbits(i1) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #3

attributes #0 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
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

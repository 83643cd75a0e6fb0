; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; bitonic-sort.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'bitonic-sort.hlsl'
source_filename = "bitonic-sort.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%struct.Size = type { i32 }

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Keys = hidden local_unnamed_addr addrspace(3) global [64 x i32] zeroinitializer, align 4
@PC = external hidden local_unnamed_addr addrspace(13) externally_initialized global %struct.Size, align 1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent nofree noinline norecurse nosync nounwind
define void @main() local_unnamed_addr #1 {
  %1 = tail call token @llvm.experimental.convergence.entry()
  %2 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call i32 @llvm.spv.flattened.thread.id.in.group()
  %5 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %2, i32 %3)
  %6 = load i32, ptr addrspace(11) %5, align 4, !tbaa !3
  %7 = zext i32 %4 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(3) @Keys, i64 %7
  store i32 %6, ptr addrspace(3) %8, align 4, !tbaa !3
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %1) ]
  br label %9

9:                                                ; preds = %22, %0
  %10 = phi i32 [ 2, %0 ], [ %23, %22 ]
  %11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %1) ]
  %12 = load i32, ptr addrspace(13) @PC, align 1, !tbaa !7
  %13 = icmp ugt i32 %10, %12
  br i1 %13, label %36, label %14

14:                                               ; preds = %9
  %15 = and i32 %10, %4
  %16 = icmp ne i32 %15, 0
  br label %17

17:                                               ; preds = %14, %35
  %18 = phi i32 [ %19, %35 ], [ %10, %14 ]
  %19 = lshr i32 %18, 1
  %20 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %11) ]
  %21 = icmp eq i32 %19, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %17
  %23 = shl i32 %10, 1
  br label %9, !llvm.loop !9

24:                                               ; preds = %17
  %25 = xor i32 %19, %4
  %26 = icmp ugt i32 %25, %4
  br i1 %26, label %27, label %35

27:                                               ; preds = %24
  %28 = load i32, ptr addrspace(3) %8, align 4, !tbaa !3
  %29 = zext i32 %25 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspace(3) @Keys, i64 %29
  %31 = load i32, ptr addrspace(3) %30, align 4, !tbaa !3
  %32 = icmp ugt i32 %28, %31
  %33 = xor i1 %16, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %27
  store i32 %31, ptr addrspace(3) %8, align 4, !tbaa !3
  store i32 %28, ptr addrspace(3) %30, align 4, !tbaa !3
  br label %35

35:                                               ; preds = %34, %27, %24
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %20) ]
  br label %17, !llvm.loop !11

36:                                               ; preds = %9
  %37 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %38 = load i32, ptr addrspace(3) %8, align 4, !tbaa !3
  %39 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %37, i32 %3)
  store i32 %38, ptr addrspace(11) %39, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #4

attributes #0 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent nofree noinline norecurse nosync nounwind "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 0}
!8 = !{!"_ZTS4Size", !4, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}

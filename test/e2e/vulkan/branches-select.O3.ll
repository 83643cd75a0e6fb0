; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; branches-select.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'branches-select.hlsl'
source_filename = "branches-select.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %3 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) %1, i32 %2)
  %4 = load <4 x i32>, ptr addrspace(11) %3, align 16, !tbaa !7
  %5 = extractelement <4 x i32> %4, i64 0
  %6 = icmp sgt i32 %5, 5
  %7 = extractelement <4 x i32> %4, i64 1
  %8 = icmp sgt i32 %7, 0
  %9 = select i1 %6, i1 %8, i1 false
  br i1 %9, label %24, label %10

10:                                               ; preds = %0
  %11 = icmp slt i32 %5, -5
  %12 = extractelement <4 x i32> %4, i64 2
  %13 = icmp eq i32 %12, 0
  %14 = select i1 %11, i1 true, i1 %13
  br i1 %14, label %24, label %15

15:                                               ; preds = %10
  %16 = icmp sgt <4 x i32> %4, splat (i32 -3)
  %17 = sext <4 x i1> %16 to <4 x i32>
  %18 = tail call i1 @llvm.spv.all.v4i32(<4 x i32> %17)
  br i1 %18, label %24, label %19

19:                                               ; preds = %15
  %20 = icmp eq <4 x i32> %4, splat (i32 7)
  %21 = sext <4 x i1> %20 to <4 x i32>
  %22 = tail call i1 @llvm.spv.any.v4i32(<4 x i32> %21)
  %23 = select i1 %22, i32 4000, i32 5000
  br label %24

24:                                               ; preds = %0, %10, %15, %19
  %25 = phi i32 [ 3000, %15 ], [ 1000, %0 ], [ 2000, %10 ], [ %23, %19 ]
  %26 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %27 = icmp sgt i32 %5, %7
  %28 = sub <4 x i32> zeroinitializer, %4
  %29 = select i1 %27, <4 x i32> %4, <4 x i32> %28
  %30 = extractelement <4 x i32> %29, i64 0
  %31 = extractelement <4 x i32> %29, i64 1
  %32 = mul nsw i32 %31, 3
  %33 = add nsw i32 %32, %30
  %34 = extractelement <4 x i32> %29, i64 2
  %35 = mul nsw i32 %34, 5
  %36 = add nsw i32 %33, %35
  %37 = extractelement <4 x i32> %29, i64 3
  %38 = mul nsw i32 %37, 7
  %39 = add nsw i32 %36, %38
  %40 = add nsw i32 %39, %25
  %41 = extractelement <4 x i32> %4, i64 3
  %42 = and i32 %41, 1
  %43 = icmp eq i32 %42, 0
  %44 = sub nsw i32 0, %40
  %45 = select i1 %43, i32 %44, i32 %40
  %46 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %26, i32 %2)
  store i32 %45, ptr addrspace(11) %46, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.spv.all.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.spv.any.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; stencil-1d.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'stencil-1d.hlsl'
source_filename = "stencil-1d.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@_ZL2In.0 = internal unnamed_addr global target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Line = hidden local_unnamed_addr addrspace(3) global [68 x float] zeroinitializer, align 4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none)
define hidden spir_func noundef nofpclass(nan inf) float @_Z12load_clampedi(i32 noundef %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.spv.sclamp.i32(i32 %0, i32 0, i32 255)
  %3 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr @_ZL2In.0, align 8, !tbaa !7
  %4 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %3, i32 %2)
  %5 = load float, ptr addrspace(11) %4, align 4, !tbaa !9
  ret float %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.sclamp.i32(i32, i32, i32) #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #3 {
  %1 = tail call token @llvm.experimental.convergence.entry()
  %2 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %2, ptr @_ZL2In.0, align 8, !tbaa !7
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call i32 @llvm.spv.flattened.thread.id.in.group()
  %5 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %2, i32 %3)
  %6 = load float, ptr addrspace(11) %5, align 4, !tbaa !9
  %7 = add i32 %4, 2
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw float, ptr addrspace(3) @Line, i64 %8
  store float %6, ptr addrspace(3) %9, align 4, !tbaa !9
  %10 = icmp ult i32 %4, 2
  br i1 %10, label %11, label %15

11:                                               ; preds = %0
  %12 = add nsw i32 %3, -2
  %13 = tail call i32 @llvm.spv.sclamp.i32(i32 %12, i32 0, i32 255)
  %14 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %2, i32 %13)
  br label %22

15:                                               ; preds = %0
  %16 = icmp ugt i32 %4, 61
  br i1 %16, label %17, label %28

17:                                               ; preds = %15
  %18 = add nsw i32 %3, 2
  %19 = tail call i32 @llvm.spv.sclamp.i32(i32 %18, i32 0, i32 255)
  %20 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %2, i32 %19)
  %21 = add i32 %4, 4
  br label %22

22:                                               ; preds = %17, %11
  %23 = phi i32 [ %4, %11 ], [ %21, %17 ]
  %24 = phi ptr addrspace(11) [ %14, %11 ], [ %20, %17 ]
  %25 = load float, ptr addrspace(11) %24, align 4, !tbaa !9
  %26 = zext i32 %23 to i64
  %27 = getelementptr inbounds nuw float, ptr addrspace(3) @Line, i64 %26
  store float %25, ptr addrspace(3) %27, align 4, !tbaa !9
  br label %28

28:                                               ; preds = %22, %15
  %29 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %1) ]
  %30 = zext i32 %4 to i64
  %31 = getelementptr inbounds nuw float, ptr addrspace(3) @Line, i64 %30
  %32 = load float, ptr addrspace(3) %31, align 4, !tbaa !9
  %33 = add i32 %4, 1
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspace(3) @Line, i64 %34
  %36 = load float, ptr addrspace(3) %35, align 4, !tbaa !9
  %37 = fmul reassoc nnan ninf nsz arcp afn float %36, 2.500000e-01
  %38 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %32, float 6.250000e-02, float %37)
  %39 = load float, ptr addrspace(3) %9, align 4, !tbaa !9
  %40 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %39, float 3.750000e-01, float %38)
  %41 = add i32 %4, 3
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspace(3) @Line, i64 %42
  %44 = load float, ptr addrspace(3) %43, align 4, !tbaa !9
  %45 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %44, float 2.500000e-01, float %40)
  %46 = add i32 %4, 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds nuw float, ptr addrspace(3) @Line, i64 %47
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !9
  %50 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %49, float 6.250000e-02, float %45)
  %51 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %29, i32 %3)
  store float %50, ptr addrspace(11) %51, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #2

attributes #0 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !5, i64 0}
!8 = !{!"_ZTSN4hlsl16StructuredBufferIfEE", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !5, i64 0}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; helper-inout.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'helper-inout.hlsl'
source_filename = "helper-inout.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define hidden spir_func void @_Z5sort2RiS_(ptr noalias noundef nonnull align 4 nocapture dereferenceable(4) %0, ptr noalias noundef nonnull align 4 nocapture dereferenceable(4) %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !3
  %4 = load i32, ptr %1, align 4, !tbaa !3
  %5 = icmp sgt i32 %3, %4
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  store i32 %4, ptr %0, align 4, !tbaa !3
  store i32 %3, ptr %1, align 4, !tbaa !3
  br label %7

7:                                                ; preds = %6, %2
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define hidden spir_func void @_Z6range3Dv3_iRiS0_(<3 x i32> noundef %0, ptr noalias noundef nonnull writeonly align 4 nocapture dereferenceable(4) %1, ptr noalias noundef nonnull writeonly align 4 nocapture dereferenceable(4) %2) local_unnamed_addr #1 {
  %4 = extractelement <3 x i32> %0, i64 0
  %5 = extractelement <3 x i32> %0, i64 1
  %6 = extractelement <3 x i32> %0, i64 2
  %7 = tail call i32 @llvm.smin.i32(i32 %5, i32 %6)
  %8 = tail call i32 @llvm.smin.i32(i32 %4, i32 %7)
  store i32 %8, ptr %1, align 4, !tbaa !3
  %9 = tail call i32 @llvm.smax.i32(i32 %5, i32 %6)
  %10 = tail call i32 @llvm.smax.i32(i32 %4, i32 %9)
  store i32 %10, ptr %2, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden spir_func noundef i32 @_Z7median3iii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1)
  %5 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %6 = tail call i32 @llvm.smin.i32(i32 %5, i32 %2)
  %7 = tail call i32 @llvm.smax.i32(i32 %4, i32 %6)
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #4 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) %1, i32 %3)
  %5 = load <4 x i32>, ptr addrspace(11) %4, align 16, !tbaa !7
  %6 = extractelement <4 x i32> %5, i64 0
  %7 = extractelement <4 x i32> %5, i64 1
  %8 = extractelement <4 x i32> %5, i64 2
  %9 = tail call i32 @llvm.smin.i32(i32 %7, i32 %8)
  %10 = tail call i32 @llvm.smin.i32(i32 %6, i32 %9)
  %11 = tail call i32 @llvm.smax.i32(i32 %7, i32 %8)
  %12 = tail call i32 @llvm.smax.i32(i32 %6, i32 %11)
  %13 = tail call i32 @llvm.smax.i32(i32 %6, i32 %7)
  %14 = tail call i32 @llvm.smin.i32(i32 %6, i32 %7)
  %15 = tail call i32 @llvm.smin.i32(i32 %13, i32 %8)
  %16 = tail call i32 @llvm.smax.i32(i32 %14, i32 %15)
  %17 = insertelement <4 x i32> poison, i32 %10, i64 0
  %18 = insertelement <4 x i32> %17, i32 %16, i64 1
  %19 = insertelement <4 x i32> %18, i32 %12, i64 2
  %20 = extractelement <4 x i32> %5, i64 3
  %21 = sub nsw i32 %20, %10
  %22 = insertelement <4 x i32> %19, i32 %21, i64 3
  %23 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %2, i32 %3)
  store <4 x i32> %22, ptr addrspace(11) %23, align 16, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_0t(i32, i32, i32, i32, ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 0), i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #6

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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

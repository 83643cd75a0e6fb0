; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; early-return.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'early-return.hlsl'
source_filename = "early-return.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden spir_func noundef nofpclass(nan inf) float @_Z5shapef(float noundef nofpclass(nan inf) %0) local_unnamed_addr #0 {
  %2 = fcmp reassoc nnan ninf nsz arcp afn olt float %0, 0.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = fmul reassoc nnan ninf nsz arcp afn float %0, -2.000000e+00
  br label %9

5:                                                ; preds = %1
  %6 = fcmp reassoc nnan ninf nsz arcp afn ogt float %0, 1.000000e+01
  br i1 %6, label %9, label %7

7:                                                ; preds = %5
  %8 = fmul reassoc nnan ninf nsz arcp afn float %0, %0
  br label %9

9:                                                ; preds = %5, %7, %3
  %10 = phi nsz float [ %4, %3 ], [ %8, %7 ], [ 1.000000e+01, %5 ]
  ret float %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #1 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %3 = urem i32 %2, 7
  %4 = icmp eq i32 %3, 3
  br i1 %4, label %21, label %5

5:                                                ; preds = %0
  %6 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %7 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %6, i32 %2)
  %8 = load float, ptr addrspace(11) %7, align 4, !tbaa !7
  %9 = fcmp reassoc nnan ninf nsz arcp afn ogt float %8, 1.800000e+01
  br i1 %9, label %18, label %10

10:                                               ; preds = %5
  %11 = fcmp reassoc nnan ninf nsz arcp afn olt float %8, 0.000000e+00
  br i1 %11, label %12, label %14

12:                                               ; preds = %10
  %13 = fmul reassoc nnan ninf nsz arcp afn float %8, -2.000000e+00
  br label %18

14:                                               ; preds = %10
  %15 = fcmp reassoc nnan ninf nsz arcp afn ogt float %8, 1.000000e+01
  br i1 %15, label %18, label %16

16:                                               ; preds = %14
  %17 = fmul reassoc nnan ninf nsz arcp afn float %8, %8
  br label %18

18:                                               ; preds = %12, %14, %16, %5
  %19 = phi float [ -1.000000e+00, %5 ], [ %13, %12 ], [ %17, %16 ], [ 1.000000e+01, %14 ]
  %20 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %1, i32 %2)
  store float %19, ptr addrspace(11) %20, align 4, !tbaa !7
  br label %21

21:                                               ; preds = %18, %0
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #3

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !5, i64 0}

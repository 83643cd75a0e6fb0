; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderFloat64
; XFAIL: !vulkan-codegen
; double-arith.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'double-arith.hlsl'
source_filename = "double-arith.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"F\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutD\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x double], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f64_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_0t(target("spirv.VulkanBuffer", [0 x double], 12, 0) %1, i32 %3)
  %5 = load double, ptr addrspace(11) %4, align 8, !tbaa !7
  %6 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %2, i32 %3)
  %7 = load float, ptr addrspace(11) %6, align 4, !tbaa !9
  %8 = fpext float %7 to double
  %9 = fmul reassoc nnan ninf nsz arcp afn double %5, 0x3FD5555555555555
  %10 = fmul reassoc nnan ninf nsz arcp afn double %9, %8
  %11 = fptosi double %5 to i32
  %12 = sitofp i32 %11 to double
  %13 = fsub reassoc nnan ninf nsz arcp afn double %10, %12
  %14 = fcmp reassoc nnan ninf nsz arcp afn ogt double %5, 5.000000e+02
  br i1 %14, label %15, label %18

15:                                               ; preds = %0
  %16 = fdiv reassoc nnan ninf nsz arcp afn double 1.000000e+00, %5
  %17 = fadd reassoc nnan ninf nsz arcp afn double %13, %16
  br label %18

18:                                               ; preds = %0, %15
  %19 = phi nsz double [ %17, %15 ], [ %13, %0 ]
  %20 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %21 = tail call target("spirv.VulkanBuffer", [0 x double], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f64_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %22 = tail call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) %21, i32 %3)
  store double %19, ptr addrspace(11) %22, align 8, !tbaa !7
  %23 = fmul reassoc nnan ninf nsz arcp afn double %5, 0x3FC2492492492492
  %24 = fptrunc double %23 to float
  %25 = fadd reassoc nnan ninf nsz arcp afn float %7, %24
  %26 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %20, i32 %3)
  store float %25, ptr addrspace(11) %26, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x double], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f64_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x double], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f64_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_0t(target("spirv.VulkanBuffer", [0 x double], 12, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !5, i64 0}

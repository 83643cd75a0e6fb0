; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderFloat16, vk-storageBuffer16BitAccess
; XFAIL: !vulkan-codegen
; half-arith.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'half-arith.hlsl'
source_filename = "half-arith.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"Prod\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"Sum\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"Wide\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x half], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f16_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x half], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f16_12_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("spirv.VulkanBuffer", [0 x half], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f16_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("spirv.VulkanBuffer", [0 x half], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f16_12_1t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %7 = tail call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f16_12_0t(target("spirv.VulkanBuffer", [0 x half], 12, 0) %1, i32 %6)
  %8 = load half, ptr addrspace(11) %7, align 2, !tbaa !8
  %9 = tail call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f16_12_0t(target("spirv.VulkanBuffer", [0 x half], 12, 0) %2, i32 %6)
  %10 = load half, ptr addrspace(11) %9, align 2, !tbaa !8
  %11 = fmul reassoc nnan ninf nsz arcp afn half %10, %8
  %12 = tail call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f16_12_1t(target("spirv.VulkanBuffer", [0 x half], 12, 1) %3, i32 %6)
  store half %11, ptr addrspace(11) %12, align 2, !tbaa !8
  %13 = fadd reassoc nnan ninf nsz arcp afn half %10, %8
  %14 = tail call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f16_12_1t(target("spirv.VulkanBuffer", [0 x half], 12, 1) %4, i32 %6)
  store half %13, ptr addrspace(11) %14, align 2, !tbaa !8
  %15 = fpext half %8 to float
  %16 = fpext half %10 to float
  %17 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %15, float 2.000000e+00, float %16)
  %18 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %5, i32 %6)
  store float %17, ptr addrspace(11) %18, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x half], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f16_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x half], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f16_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f16_12_0t(target("spirv.VulkanBuffer", [0 x half], 12, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f16_12_1t(target("spirv.VulkanBuffer", [0 x half], 12, 1), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"dx.nativelowprec", i32 1}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (3)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"half", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !6, i64 0}

; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderInt16, vk-storageBuffer16BitAccess
; XFAIL: !vulkan-codegen
; int16-arith.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'int16-arith.hlsl'
source_filename = "int16-arith.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [2 x i8] c"S\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"U\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutS\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"Wide\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x i16], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x i16], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("spirv.VulkanBuffer", [0 x i16], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("spirv.VulkanBuffer", [0 x i16], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_1t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %7 = tail call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_0t(target("spirv.VulkanBuffer", [0 x i16], 12, 0) %1, i32 %6)
  %8 = load i16, ptr addrspace(11) %7, align 2, !tbaa !8
  %9 = tail call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_0t(target("spirv.VulkanBuffer", [0 x i16], 12, 0) %2, i32 %6)
  %10 = load i16, ptr addrspace(11) %9, align 2, !tbaa !8
  %11 = mul nsw i16 %8, 3
  %12 = ashr i16 %8, 2
  %13 = add nsw i16 %11, %12
  %14 = tail call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1) %3, i32 %6)
  store i16 %13, ptr addrspace(11) %14, align 2, !tbaa !8
  %15 = shl i16 %10, 3
  %16 = lshr i16 %10, 5
  %17 = xor i16 %15, %16
  %18 = trunc i32 %6 to i16
  %19 = add i16 %17, %18
  %20 = tail call noundef align 2 dereferenceable(2) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1) %4, i32 %6)
  store i16 %19, ptr addrspace(11) %20, align 2, !tbaa !8
  %21 = sext i16 %8 to i32
  %22 = zext i16 %10 to i32
  %23 = mul nsw i32 %22, %21
  %24 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %5, i32 %6)
  store i32 %23, ptr addrspace(11) %24, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i16], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i16], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i16_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_0t(target("spirv.VulkanBuffer", [0 x i16], 12, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i16_12_1t(target("spirv.VulkanBuffer", [0 x i16], 12, 1), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!9 = !{!"short", !6, i64 0}

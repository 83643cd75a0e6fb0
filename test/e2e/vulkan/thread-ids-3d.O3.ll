; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; thread-ids-3d.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'thread-ids-3d.hlsl'
source_filename = "thread-ids-3d.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Ids\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"Local\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call i32 @llvm.spv.thread.id.i32(i32 1)
  %5 = tail call i32 @llvm.spv.thread.id.i32(i32 2)
  %6 = tail call i32 @llvm.spv.group.id.i32(i32 0)
  %7 = tail call i32 @llvm.spv.group.id.i32(i32 1)
  %8 = tail call i32 @llvm.spv.group.id.i32(i32 2)
  %9 = tail call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
  %10 = tail call i32 @llvm.spv.thread.id.in.group.i32(i32 1)
  %11 = tail call i32 @llvm.spv.thread.id.in.group.i32(i32 2)
  %12 = tail call i32 @llvm.spv.flattened.thread.id.in.group()
  %13 = shl i32 %5, 5
  %14 = shl i32 %4, 3
  %15 = add i32 %14, %3
  %16 = add i32 %15, %13
  %17 = insertelement <4 x i32> poison, i32 %3, i64 0
  %18 = insertelement <4 x i32> %17, i32 %4, i64 1
  %19 = insertelement <4 x i32> %18, i32 %5, i64 2
  %20 = mul i32 %7, 10
  %21 = add i32 %20, %6
  %22 = mul i32 %8, 100
  %23 = add i32 %21, %22
  %24 = insertelement <4 x i32> %19, i32 %23, i64 3
  %25 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %1, i32 %16)
  store <4 x i32> %24, ptr addrspace(11) %25, align 16, !tbaa !7
  %26 = insertelement <4 x i32> poison, i32 %9, i64 0
  %27 = insertelement <4 x i32> %26, i32 %10, i64 1
  %28 = insertelement <4 x i32> %27, i32 %11, i64 2
  %29 = insertelement <4 x i32> %28, i32 %12, i64 3
  %30 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) %2, i32 %16)
  store <4 x i32> %29, ptr addrspace(11) %30, align 16, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.group.id.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.in.group.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4i32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4i32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x i32>], 12, 1), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="4,2,2" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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

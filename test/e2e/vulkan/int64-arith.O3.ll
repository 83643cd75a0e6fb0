; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderInt64
; XFAIL: !vulkan-codegen
; int64-arith.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'int64-arith.hlsl'
source_filename = "int64-arith.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [2 x i8] c"U\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"S\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"OutU\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"OutS\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"Low\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x i64], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x i64], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("spirv.VulkanBuffer", [0 x i64], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("spirv.VulkanBuffer", [0 x i64], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_1t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %7 = tail call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_0t(target("spirv.VulkanBuffer", [0 x i64], 12, 0) %1, i32 %6)
  %8 = load i64, ptr addrspace(11) %7, align 8, !tbaa !7
  %9 = tail call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_0t(target("spirv.VulkanBuffer", [0 x i64], 12, 0) %2, i32 %6)
  %10 = load i64, ptr addrspace(11) %9, align 8, !tbaa !7
  %11 = mul i64 %8, 1099511628211
  %12 = lshr i64 %8, 37
  %13 = zext i32 %6 to i64
  %14 = shl i64 %13, 40
  %15 = or disjoint i64 %12, %14
  %16 = add i64 %15, %11
  %17 = tail call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1) %3, i32 %6)
  store i64 %16, ptr addrspace(11) %17, align 8, !tbaa !7
  %18 = sdiv i64 %10, 7
  %19 = srem i64 %10, 1000
  %20 = add nsw i64 %18, %19
  %21 = icmp sgt i64 %10, 0
  %22 = ashr i64 %10, 3
  %23 = select i1 %21, i64 -8589934592, i64 %22
  %24 = add nsw i64 %20, %23
  %25 = tail call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1) %4, i32 %6)
  store i64 %24, ptr addrspace(11) %25, align 8, !tbaa !7
  %26 = lshr i64 %8, 32
  %27 = xor i64 %26, %8
  %28 = trunc i64 %27 to i32
  %29 = icmp slt i64 %10, -5
  %30 = zext i1 %29 to i32
  %31 = xor i32 %30, %28
  %32 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %5, i32 %6)
  store i32 %31, ptr addrspace(11) %32, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i64], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i64], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i64_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_0t(target("spirv.VulkanBuffer", [0 x i64], 12, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i64_12_1t(target("spirv.VulkanBuffer", [0 x i64], 12, 1), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #2

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
!8 = !{!"long", !5, i64 0}

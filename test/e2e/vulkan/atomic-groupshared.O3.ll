; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; atomic-groupshared.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'atomic-groupshared.hlsl'
source_filename = "atomic-groupshared.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Stats = hidden addrspace(3) global [5 x i32] zeroinitializer, align 4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn
define void @main() local_unnamed_addr #1 {
  %1 = tail call token @llvm.experimental.convergence.entry()
  %2 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %4 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %5 = tail call i32 @llvm.spv.flattened.thread.id.in.group()
  %6 = tail call i32 @llvm.spv.group.id.i32(i32 0)
  %7 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %2, i32 %4)
  %8 = load i32, ptr addrspace(11) %7, align 4, !tbaa !3
  %9 = icmp ult i32 %5, 5
  br i1 %9, label %10, label %15

10:                                               ; preds = %0
  %11 = icmp eq i32 %5, 1
  %12 = sext i1 %11 to i32
  %13 = zext nneg i32 %5 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) @Stats, i64 %13
  store i32 %12, ptr addrspace(3) %14, align 4, !tbaa !3
  br label %15

15:                                               ; preds = %10, %0
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %1) ]
  %16 = atomicrmw add ptr addrspace(3) @Stats, i32 %8 syncscope("workgroup") monotonic, align 4
  %17 = atomicrmw umin ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Stats, i64 4), i32 %8 syncscope("workgroup") monotonic, align 4
  %18 = atomicrmw umax ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Stats, i64 8), i32 %8 syncscope("workgroup") monotonic, align 4
  %19 = and i32 %8, 31
  %20 = shl nuw i32 1, %19
  %21 = atomicrmw or ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Stats, i64 12), i32 %20 syncscope("workgroup") monotonic, align 4
  %22 = urem i32 %8, 3
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %15
  %25 = atomicrmw add ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Stats, i64 16), i32 1 syncscope("workgroup") monotonic, align 4
  br label %26

26:                                               ; preds = %24, %15
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %1) ]
  br i1 %9, label %27, label %34

27:                                               ; preds = %26
  %28 = zext nneg i32 %5 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspace(3) @Stats, i64 %28
  %30 = load i32, ptr addrspace(3) %29, align 4, !tbaa !3
  %31 = mul i32 %6, 5
  %32 = add i32 %31, %5
  %33 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %3, i32 %32)
  store i32 %30, ptr addrspace(11) %33, align 4, !tbaa !3
  br label %34

34:                                               ; preds = %26, %27
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.group.id.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #4

attributes #0 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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

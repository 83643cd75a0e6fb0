; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; scan-groupshared.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'scan-groupshared.hlsl'
source_filename = "scan-groupshared.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Rows = hidden local_unnamed_addr addrspace(3) global [2 x [64 x i32]] zeroinitializer, align 4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #1 {
  %1 = tail call token @llvm.experimental.convergence.entry()
  %2 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %4 = tail call i32 @llvm.spv.flattened.thread.id.in.group()
  %5 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %2, i32 %3)
  %6 = load i32, ptr addrspace(11) %5, align 4, !tbaa !3
  %7 = zext i32 %4 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(3) @Rows, i64 %7
  store i32 %6, ptr addrspace(3) %8, align 4, !tbaa !3
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %1) ]
  br label %9

9:                                                ; preds = %0
  %10 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %1) ]
  %11 = load i32, ptr addrspace(3) %8, align 4, !tbaa !3
  %12 = icmp eq i32 %4, 0
  br i1 %12, label %19, label %13

13:                                               ; preds = %9
  %14 = add i32 %4, -1
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspace(3) @Rows, i64 %15
  %17 = load i32, ptr addrspace(3) %16, align 4, !tbaa !3
  %18 = add i32 %17, %11
  br label %19

19:                                               ; preds = %13, %9
  %20 = phi i32 [ %18, %13 ], [ %11, %9 ]
  %21 = getelementptr inbounds nuw i8, ptr addrspace(3) %8, i64 256
  store i32 %20, ptr addrspace(3) %21, align 4, !tbaa !3
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %10) ]
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Rows, i64 256), i64 %7
  %23 = load i32, ptr addrspace(3) %22, align 4, !tbaa !3
  %24 = icmp ult i32 %4, 2
  br i1 %24, label %31, label %25

25:                                               ; preds = %19
  %26 = add i32 %4, -2
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Rows, i64 256), i64 %27
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !3
  %30 = add i32 %29, %23
  br label %31

31:                                               ; preds = %25, %19
  %32 = phi i32 [ %30, %25 ], [ %23, %19 ]
  store i32 %32, ptr addrspace(3) %8, align 4, !tbaa !3
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %10) ]
  %33 = load i32, ptr addrspace(3) %8, align 4, !tbaa !3
  %34 = icmp ult i32 %4, 4
  br i1 %34, label %41, label %35

35:                                               ; preds = %31
  %36 = add i32 %4, -4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspace(3) @Rows, i64 %37
  %39 = load i32, ptr addrspace(3) %38, align 4, !tbaa !3
  %40 = add i32 %39, %33
  br label %41

41:                                               ; preds = %35, %31
  %42 = phi i32 [ %40, %35 ], [ %33, %31 ]
  store i32 %42, ptr addrspace(3) %21, align 4, !tbaa !3
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %10) ]
  %43 = load i32, ptr addrspace(3) %22, align 4, !tbaa !3
  %44 = icmp ult i32 %4, 8
  br i1 %44, label %51, label %45

45:                                               ; preds = %41
  %46 = add i32 %4, -8
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Rows, i64 256), i64 %47
  %49 = load i32, ptr addrspace(3) %48, align 4, !tbaa !3
  %50 = add i32 %49, %43
  br label %51

51:                                               ; preds = %45, %41
  %52 = phi i32 [ %50, %45 ], [ %43, %41 ]
  store i32 %52, ptr addrspace(3) %8, align 4, !tbaa !3
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %10) ]
  %53 = load i32, ptr addrspace(3) %8, align 4, !tbaa !3
  %54 = icmp ult i32 %4, 16
  br i1 %54, label %61, label %55

55:                                               ; preds = %51
  %56 = add i32 %4, -16
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds nuw i32, ptr addrspace(3) @Rows, i64 %57
  %59 = load i32, ptr addrspace(3) %58, align 4, !tbaa !3
  %60 = add i32 %59, %53
  br label %61

61:                                               ; preds = %55, %51
  %62 = phi i32 [ %60, %55 ], [ %53, %51 ]
  store i32 %62, ptr addrspace(3) %21, align 4, !tbaa !3
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %10) ]
  %63 = load i32, ptr addrspace(3) %22, align 4, !tbaa !3
  %64 = icmp ult i32 %4, 32
  br i1 %64, label %71, label %65

65:                                               ; preds = %61
  %66 = add i32 %4, -32
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Rows, i64 256), i64 %67
  %69 = load i32, ptr addrspace(3) %68, align 4, !tbaa !3
  %70 = add i32 %69, %63
  br label %71

71:                                               ; preds = %61, %65
  %72 = phi i32 [ %70, %65 ], [ %63, %61 ]
  %73 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  store i32 %72, ptr addrspace(3) %8, align 4, !tbaa !3
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %10) ]
  %74 = load i32, ptr addrspace(3) %8, align 4, !tbaa !3
  %75 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %73, i32 %3)
  store i32 %74, ptr addrspace(11) %75, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.flattened.thread.id.in.group() #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_0t(target("spirv.VulkanBuffer", [0 x i32], 12, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #4

attributes #0 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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

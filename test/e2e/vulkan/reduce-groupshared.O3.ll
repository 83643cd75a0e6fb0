; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; reduce-groupshared.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'reduce-groupshared.hlsl'
source_filename = "reduce-groupshared.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Partial = hidden local_unnamed_addr addrspace(3) global [64 x float] zeroinitializer, align 4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #1 {
  %1 = tail call token @llvm.experimental.convergence.entry()
  %2 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %4 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %5 = tail call i32 @llvm.spv.flattened.thread.id.in.group()
  %6 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %2, i32 %4)
  %7 = load float, ptr addrspace(11) %6, align 4, !tbaa !7
  %8 = zext i32 %5 to i64
  %9 = getelementptr inbounds nuw float, ptr addrspace(3) @Partial, i64 %8
  store float %7, ptr addrspace(3) %9, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %1) ]
  br label %10

10:                                               ; preds = %0
  %11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %1) ]
  %12 = icmp ult i32 %5, 32
  br i1 %12, label %15, label %22

13:                                               ; preds = %58, %60
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %11) ]
  %14 = icmp eq i32 %5, 0
  br i1 %14, label %64, label %68

15:                                               ; preds = %10
  %16 = zext nneg i32 %5 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspace(3) @Partial, i64 %16
  %18 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i64 128
  %19 = load float, ptr addrspace(3) %18, align 4, !tbaa !7
  %20 = load float, ptr addrspace(3) %9, align 4, !tbaa !7
  %21 = fadd reassoc nnan ninf nsz arcp afn float %20, %19
  store float %21, ptr addrspace(3) %9, align 4, !tbaa !7
  br label %22

22:                                               ; preds = %15, %10
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %11) ]
  %23 = icmp ult i32 %5, 16
  br i1 %23, label %24, label %31

24:                                               ; preds = %22
  %25 = zext nneg i32 %5 to i64
  %26 = getelementptr inbounds nuw float, ptr addrspace(3) @Partial, i64 %25
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i64 64
  %28 = load float, ptr addrspace(3) %27, align 4, !tbaa !7
  %29 = load float, ptr addrspace(3) %9, align 4, !tbaa !7
  %30 = fadd reassoc nnan ninf nsz arcp afn float %29, %28
  store float %30, ptr addrspace(3) %9, align 4, !tbaa !7
  br label %31

31:                                               ; preds = %24, %22
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %11) ]
  %32 = icmp ult i32 %5, 8
  br i1 %32, label %33, label %40

33:                                               ; preds = %31
  %34 = zext nneg i32 %5 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspace(3) @Partial, i64 %34
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) %35, i64 32
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !7
  %38 = load float, ptr addrspace(3) %9, align 4, !tbaa !7
  %39 = fadd reassoc nnan ninf nsz arcp afn float %38, %37
  store float %39, ptr addrspace(3) %9, align 4, !tbaa !7
  br label %40

40:                                               ; preds = %33, %31
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %11) ]
  %41 = icmp ult i32 %5, 4
  br i1 %41, label %42, label %49

42:                                               ; preds = %40
  %43 = zext nneg i32 %5 to i64
  %44 = getelementptr inbounds nuw float, ptr addrspace(3) @Partial, i64 %43
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) %44, i64 16
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !7
  %47 = load float, ptr addrspace(3) %9, align 4, !tbaa !7
  %48 = fadd reassoc nnan ninf nsz arcp afn float %47, %46
  store float %48, ptr addrspace(3) %9, align 4, !tbaa !7
  br label %49

49:                                               ; preds = %42, %40
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %11) ]
  %50 = icmp ult i32 %5, 2
  br i1 %50, label %51, label %58

51:                                               ; preds = %49
  %52 = zext nneg i32 %5 to i64
  %53 = getelementptr inbounds nuw float, ptr addrspace(3) @Partial, i64 %52
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %53, i64 8
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !7
  %56 = load float, ptr addrspace(3) %9, align 4, !tbaa !7
  %57 = fadd reassoc nnan ninf nsz arcp afn float %56, %55
  store float %57, ptr addrspace(3) %9, align 4, !tbaa !7
  br label %58

58:                                               ; preds = %51, %49
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %11) ]
  %59 = icmp eq i32 %5, 0
  br i1 %59, label %60, label %13

60:                                               ; preds = %58
  %61 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @Partial, i64 4), align 4, !tbaa !7
  %62 = load float, ptr addrspace(3) %9, align 4, !tbaa !7
  %63 = fadd reassoc nnan ninf nsz arcp afn float %62, %61
  store float %63, ptr addrspace(3) %9, align 4, !tbaa !7
  br label %13

64:                                               ; preds = %13
  %65 = tail call i32 @llvm.spv.group.id.i32(i32 0)
  %66 = load float, ptr addrspace(3) @Partial, align 4, !tbaa !7
  %67 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %3, i32 %65)
  store float %66, ptr addrspace(11) %67, align 4, !tbaa !7
  br label %68

68:                                               ; preds = %13, %64
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

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #4

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
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !5, i64 0}

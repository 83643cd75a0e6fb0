; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; matmul-tiled.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'matmul-tiled.hlsl'
source_filename = "matmul-tiled.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@TA = hidden local_unnamed_addr addrspace(3) global [8 x [8 x float]] zeroinitializer, align 4
@TB = hidden local_unnamed_addr addrspace(3) global [8 x [8 x float]] zeroinitializer, align 4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #1 {
  %1 = tail call token @llvm.experimental.convergence.entry()
  br label %2

2:                                                ; preds = %0
  %3 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %5 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %6 = tail call i32 @llvm.spv.thread.id.i32(i32 1)
  %7 = shl i32 %6, 5
  %8 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %9 = tail call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr addrspace(3) @TB, i64 %10
  %12 = tail call i32 @llvm.spv.thread.id.in.group.i32(i32 1)
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw [8 x float], ptr addrspace(3) @TB, i64 %13
  %15 = getelementptr inbounds nuw float, ptr addrspace(3) %14, i64 %10
  %16 = getelementptr inbounds nuw [8 x float], ptr addrspace(3) @TA, i64 %13
  %17 = getelementptr inbounds nuw float, ptr addrspace(3) %16, i64 %10
  %18 = add i32 %9, %7
  %19 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %1) ]
  %20 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %5, i32 %18)
  %21 = load float, ptr addrspace(11) %20, align 4, !tbaa !7
  store float %21, ptr addrspace(3) %17, align 4, !tbaa !7
  %22 = shl i32 %12, 5
  %23 = add i32 %22, %8
  %24 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %4, i32 %23)
  %25 = load float, ptr addrspace(11) %24, align 4, !tbaa !7
  store float %25, ptr addrspace(3) %15, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %19) ]
  %26 = load float, ptr addrspace(3) %16, align 4, !tbaa !7
  %27 = load float, ptr addrspace(3) %11, align 4, !tbaa !7
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) %16, i64 4
  %29 = load float, ptr addrspace(3) %28, align 4, !tbaa !7
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) %11, i64 32
  %31 = load float, ptr addrspace(3) %30, align 4, !tbaa !7
  %32 = getelementptr inbounds nuw i8, ptr addrspace(3) %16, i64 8
  %33 = load float, ptr addrspace(3) %32, align 4, !tbaa !7
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %11, i64 64
  %35 = load float, ptr addrspace(3) %34, align 4, !tbaa !7
  %36 = getelementptr inbounds nuw i8, ptr addrspace(3) %16, i64 12
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !7
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) %11, i64 96
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !7
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) %16, i64 16
  %41 = load float, ptr addrspace(3) %40, align 4, !tbaa !7
  %42 = getelementptr inbounds nuw i8, ptr addrspace(3) %11, i64 128
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !7
  %44 = getelementptr inbounds nuw i8, ptr addrspace(3) %16, i64 20
  %45 = load float, ptr addrspace(3) %44, align 4, !tbaa !7
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) %11, i64 160
  %47 = load float, ptr addrspace(3) %46, align 4, !tbaa !7
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %16, i64 24
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !7
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) %11, i64 192
  %51 = load float, ptr addrspace(3) %50, align 4, !tbaa !7
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %16, i64 28
  %53 = load float, ptr addrspace(3) %52, align 4, !tbaa !7
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %11, i64 224
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %19) ]
  %56 = add i32 %18, 8
  %57 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %5, i32 %56)
  %58 = load float, ptr addrspace(11) %57, align 4, !tbaa !7
  store float %58, ptr addrspace(3) %17, align 4, !tbaa !7
  %59 = shl i32 %12, 5
  %60 = add i32 %59, 256
  %61 = add i32 %60, %8
  %62 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %4, i32 %61)
  %63 = load float, ptr addrspace(11) %62, align 4, !tbaa !7
  store float %63, ptr addrspace(3) %15, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %19) ]
  %64 = load float, ptr addrspace(3) %16, align 4, !tbaa !7
  %65 = load float, ptr addrspace(3) %11, align 4, !tbaa !7
  %66 = load float, ptr addrspace(3) %28, align 4, !tbaa !7
  %67 = load float, ptr addrspace(3) %30, align 4, !tbaa !7
  %68 = load float, ptr addrspace(3) %32, align 4, !tbaa !7
  %69 = load float, ptr addrspace(3) %34, align 4, !tbaa !7
  %70 = load float, ptr addrspace(3) %36, align 4, !tbaa !7
  %71 = load float, ptr addrspace(3) %38, align 4, !tbaa !7
  %72 = load float, ptr addrspace(3) %40, align 4, !tbaa !7
  %73 = load float, ptr addrspace(3) %42, align 4, !tbaa !7
  %74 = load float, ptr addrspace(3) %44, align 4, !tbaa !7
  %75 = load float, ptr addrspace(3) %46, align 4, !tbaa !7
  %76 = load float, ptr addrspace(3) %48, align 4, !tbaa !7
  %77 = load float, ptr addrspace(3) %50, align 4, !tbaa !7
  %78 = load float, ptr addrspace(3) %52, align 4, !tbaa !7
  %79 = load float, ptr addrspace(3) %54, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %19) ]
  %80 = add i32 %18, 16
  %81 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %5, i32 %80)
  %82 = load float, ptr addrspace(11) %81, align 4, !tbaa !7
  store float %82, ptr addrspace(3) %17, align 4, !tbaa !7
  %83 = shl i32 %12, 5
  %84 = add i32 %83, 512
  %85 = add i32 %84, %8
  %86 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %4, i32 %85)
  %87 = load float, ptr addrspace(11) %86, align 4, !tbaa !7
  store float %87, ptr addrspace(3) %15, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %19) ]
  %88 = load float, ptr addrspace(3) %16, align 4, !tbaa !7
  %89 = load float, ptr addrspace(3) %11, align 4, !tbaa !7
  %90 = load float, ptr addrspace(3) %28, align 4, !tbaa !7
  %91 = load float, ptr addrspace(3) %30, align 4, !tbaa !7
  %92 = load float, ptr addrspace(3) %32, align 4, !tbaa !7
  %93 = load float, ptr addrspace(3) %34, align 4, !tbaa !7
  %94 = load float, ptr addrspace(3) %36, align 4, !tbaa !7
  %95 = load float, ptr addrspace(3) %38, align 4, !tbaa !7
  %96 = load float, ptr addrspace(3) %40, align 4, !tbaa !7
  %97 = load float, ptr addrspace(3) %42, align 4, !tbaa !7
  %98 = load float, ptr addrspace(3) %44, align 4, !tbaa !7
  %99 = load float, ptr addrspace(3) %46, align 4, !tbaa !7
  %100 = load float, ptr addrspace(3) %48, align 4, !tbaa !7
  %101 = load float, ptr addrspace(3) %50, align 4, !tbaa !7
  %102 = load float, ptr addrspace(3) %52, align 4, !tbaa !7
  %103 = load float, ptr addrspace(3) %54, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %19) ]
  %104 = add i32 %18, 24
  %105 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %5, i32 %104)
  %106 = load float, ptr addrspace(11) %105, align 4, !tbaa !7
  store float %106, ptr addrspace(3) %17, align 4, !tbaa !7
  %107 = shl i32 %12, 5
  %108 = add i32 %107, 768
  %109 = add i32 %108, %8
  %110 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %4, i32 %109)
  %111 = load float, ptr addrspace(11) %110, align 4, !tbaa !7
  store float %111, ptr addrspace(3) %15, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %19) ]
  %112 = load float, ptr addrspace(3) %16, align 4, !tbaa !7
  %113 = load float, ptr addrspace(3) %11, align 4, !tbaa !7
  %114 = load float, ptr addrspace(3) %28, align 4, !tbaa !7
  %115 = load float, ptr addrspace(3) %30, align 4, !tbaa !7
  %116 = load float, ptr addrspace(3) %32, align 4, !tbaa !7
  %117 = load float, ptr addrspace(3) %34, align 4, !tbaa !7
  %118 = load float, ptr addrspace(3) %36, align 4, !tbaa !7
  %119 = load float, ptr addrspace(3) %38, align 4, !tbaa !7
  %120 = load float, ptr addrspace(3) %40, align 4, !tbaa !7
  %121 = load float, ptr addrspace(3) %42, align 4, !tbaa !7
  %122 = load float, ptr addrspace(3) %44, align 4, !tbaa !7
  %123 = load float, ptr addrspace(3) %46, align 4, !tbaa !7
  %124 = load float, ptr addrspace(3) %48, align 4, !tbaa !7
  %125 = load float, ptr addrspace(3) %50, align 4, !tbaa !7
  %126 = load float, ptr addrspace(3) %52, align 4, !tbaa !7
  %127 = load float, ptr addrspace(3) %54, align 4, !tbaa !7
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %19) ]
  %128 = fmul reassoc nnan ninf nsz arcp afn float %26, %27
  %129 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %29, float %31, float %128)
  %130 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %33, float %35, float %129)
  %131 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %37, float %39, float %130)
  %132 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %41, float %43, float %131)
  %133 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %45, float %47, float %132)
  %134 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %49, float %51, float %133)
  %135 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %53, float %55, float %134)
  %136 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %64, float %65, float %135)
  %137 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %66, float %67, float %136)
  %138 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %68, float %69, float %137)
  %139 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %70, float %71, float %138)
  %140 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %72, float %73, float %139)
  %141 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %74, float %75, float %140)
  %142 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %76, float %77, float %141)
  %143 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %78, float %79, float %142)
  %144 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %88, float %89, float %143)
  %145 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %90, float %91, float %144)
  %146 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %92, float %93, float %145)
  %147 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %94, float %95, float %146)
  %148 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %96, float %97, float %147)
  %149 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %98, float %99, float %148)
  %150 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %100, float %101, float %149)
  %151 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %102, float %103, float %150)
  %152 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %112, float %113, float %151)
  %153 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %114, float %115, float %152)
  %154 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %116, float %117, float %153)
  %155 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %118, float %119, float %154)
  %156 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %120, float %121, float %155)
  %157 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %122, float %123, float %156)
  %158 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %124, float %125, float %157)
  %159 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %126, float %127, float %158)
  %160 = add i32 %7, %8
  %161 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %3, i32 %160)
  store float %159, ptr addrspace(11) %161, align 4, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.in.group.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #5

attributes #0 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; math-geometric.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'math-geometric.hlsl'
source_filename = "math-geometric.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"Scalars\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"Cross\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"Bent\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.8)
  %6 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %7 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %1, i32 %6)
  %8 = load <4 x float>, ptr addrspace(11) %7, align 16
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %10 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %2, i32 %6)
  %11 = load <3 x float>, ptr addrspace(11) %10, align 16
  %12 = fadd reassoc nnan ninf nsz arcp afn <3 x float> %11, <float 0.000000e+00, float 0.000000e+00, float 3.000000e+00>
  %13 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %12)
  %14 = extractelement <4 x float> %8, i64 3
  %15 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %14, float 5.000000e-01, float 5.000000e-01)
  %16 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.spv.length.v3f32(<3 x float> nofpclass(nan inf) %9)
  %17 = fsub reassoc nnan ninf nsz arcp afn <3 x float> %9, %11
  %18 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.spv.length.v3f32(<3 x float> nofpclass(nan inf) %17)
  %19 = fadd reassoc nnan ninf nsz arcp afn <3 x float> %9, <float 3.000000e+00, float 0.000000e+00, float 0.000000e+00>
  %20 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %19)
  %21 = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.spv.length.v3f32(<3 x float> nofpclass(nan inf) %20)
  %22 = insertelement <4 x float> poison, float %16, i64 0
  %23 = insertelement <4 x float> %22, float %18, i64 1
  %24 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v3f32(<3 x float> %9, <3 x float> %11)
  %25 = insertelement <4 x float> %23, float %24, i64 2
  %26 = insertelement <4 x float> %25, float %21, i64 3
  %27 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %3, i32 %6)
  store <4 x float> %26, ptr addrspace(11) %27, align 16, !tbaa !7
  %28 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.cross.v3f32(<3 x float> %9, <3 x float> %11)
  %29 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %30 = insertelement <4 x float> %29, float 0.000000e+00, i64 3
  %31 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %4, i32 %6)
  store <4 x float> %30, ptr addrspace(11) %31, align 16, !tbaa !7
  %32 = tail call reassoc nnan ninf nsz arcp afn noundef <3 x float> @llvm.spv.reflect.v3f32(<3 x float> nofpclass(nan inf) %9, <3 x float> nofpclass(nan inf) %13)
  %33 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %9)
  %34 = tail call reassoc nnan ninf nsz arcp afn noundef <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float> nofpclass(nan inf) %33, <3 x float> nofpclass(nan inf) %13, float nofpclass(nan inf) %15)
  %35 = fadd reassoc nnan ninf nsz arcp afn <3 x float> %34, %32
  %36 = fcmp reassoc nnan ninf nsz arcp afn olt float %24, 0.000000e+00
  %37 = fneg reassoc nnan ninf nsz arcp afn <3 x float> %13
  %38 = select reassoc nnan ninf nsz arcp afn i1 %36, <3 x float> %13, <3 x float> %37
  %39 = shufflevector <3 x float> %35, <3 x float> %38, <4 x i32> <i32 0, i32 1, i32 2, i32 5>
  %40 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %5, i32 %6)
  store <4 x float> %39, ptr addrspace(11) %40, align 16, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.spv.normalize.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.fdot.v3f32(<3 x float>, <3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.spv.cross.v3f32(<3 x float>, <3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.length.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.spv.reflect.v3f32(<3 x float>, <3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float>, <3 x float>, float) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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

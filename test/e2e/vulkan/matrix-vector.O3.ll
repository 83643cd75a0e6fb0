; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; matrix-vector.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'matrix-vector.hlsl'
source_filename = "matrix-vector.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [5 x i8] c"Rows\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"Vecs\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden spir_func noundef nofpclass(nan inf) <4 x float> @_Z7mat_vecu11matrix_typeILj4ELj4EfEDv4_f(<16 x float> noundef nofpclass(nan inf) %0, <4 x float> noundef nofpclass(nan inf) %1) local_unnamed_addr #0 {
  %3 = shufflevector <16 x float> %0, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %4 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %3, <4 x float> %1)
  %5 = insertelement <4 x float> poison, float %4, i64 0
  %6 = shufflevector <16 x float> %0, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %7 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %6, <4 x float> %1)
  %8 = insertelement <4 x float> %5, float %7, i64 1
  %9 = shufflevector <16 x float> %0, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %10 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %9, <4 x float> %1)
  %11 = insertelement <4 x float> %8, float %10, i64 2
  %12 = shufflevector <16 x float> %0, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %13 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %12, <4 x float> %1)
  %14 = insertelement <4 x float> %11, float %13, i64 3
  ret <4 x float> %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.spv.fdot.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden spir_func noundef nofpclass(nan inf) <16 x float> @_Z10transpose4u11matrix_typeILj4ELj4EfE(<16 x float> noundef nofpclass(nan inf) %0) local_unnamed_addr #0 {
  %2 = shufflevector <16 x float> %0, <16 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 1, i32 5, i32 9, i32 13, i32 2, i32 6, i32 10, i32 14, i32 3, i32 7, i32 11, i32 15>
  ret <16 x float> %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #2 {
  %1 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %5 = shl i32 %4, 2
  %6 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %1, i32 %5)
  %7 = or disjoint i32 %5, 1
  %8 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %1, i32 %7)
  %9 = or disjoint i32 %5, 2
  %10 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %1, i32 %9)
  %11 = or disjoint i32 %5, 3
  %12 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %1, i32 %11)
  %13 = load <4 x float>, ptr addrspace(11) %6, align 16, !tbaa !7
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <16 x i32> <i32 0, i32 poison, i32 2, i32 3, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %15 = load <4 x float>, ptr addrspace(11) %8, align 16, !tbaa !7
  %16 = shufflevector <4 x float> %15, <4 x float> poison, <16 x i32> <i32 poison, i32 poison, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %17 = extractelement <4 x float> %15, i64 0
  %18 = load <4 x float>, ptr addrspace(11) %10, align 16, !tbaa !7
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <16 x i32> <i32 poison, i32 poison, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %20 = extractelement <4 x float> %18, i64 0
  %21 = load <4 x float>, ptr addrspace(11) %12, align 16, !tbaa !7
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %23 = extractelement <4 x float> %21, i64 0
  %24 = insertelement <16 x float> %14, float %17, i64 1
  %25 = insertelement <16 x float> %24, float %20, i64 2
  %26 = insertelement <16 x float> %25, float %23, i64 3
  %27 = extractelement <4 x float> %15, i64 1
  %28 = insertelement <16 x float> %26, float %27, i64 5
  %29 = extractelement <4 x float> %18, i64 1
  %30 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %2, i32 %4)
  %31 = load <4 x float>, ptr addrspace(11) %30, align 16, !tbaa !7
  %32 = fadd reassoc nnan ninf nsz arcp afn float %29, 1.000000e+00
  %33 = insertelement <16 x float> %28, float %32, i64 6
  %34 = shufflevector <16 x float> %33, <16 x float> %22, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %35 = shufflevector <16 x float> %34, <16 x float> %14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %36 = shufflevector <16 x float> %35, <16 x float> %16, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %37 = shufflevector <16 x float> %36, <16 x float> %19, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %38 = shufflevector <16 x float> %37, <16 x float> %22, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 18, i32 poison, i32 poison, i32 poison, i32 poison>
  %39 = shufflevector <16 x float> %38, <16 x float> %14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 19, i32 poison, i32 poison, i32 poison>
  %40 = shufflevector <16 x float> %39, <16 x float> %16, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 19, i32 poison, i32 poison>
  %41 = shufflevector <16 x float> %40, <16 x float> %19, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 19, i32 poison>
  %42 = shufflevector <16 x float> %41, <16 x float> %22, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 19>
  %43 = extractelement <4 x float> %15, i64 2
  %44 = shufflevector <4 x float> %13, <4 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %45 = insertelement <16 x float> %44, float %17, i64 4
  %46 = insertelement <16 x float> %45, float %27, i64 5
  %47 = insertelement <16 x float> %46, float %43, i64 6
  %48 = extractelement <4 x float> %15, i64 3
  %49 = insertelement <16 x float> %47, float %48, i64 7
  %50 = insertelement <16 x float> %49, float %20, i64 8
  %51 = insertelement <16 x float> %50, float %32, i64 9
  %52 = shufflevector <16 x float> %51, <16 x float> %19, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %53 = shufflevector <16 x float> %52, <16 x float> %22, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %54 = tail call reassoc nnan ninf nsz arcp afn <16 x float> @llvm.fmuladd.v16f32(<16 x float> %42, <16 x float> splat (float 2.000000e+00), <16 x float> %53)
  %55 = shufflevector <16 x float> %54, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %56 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %55, <4 x float> nofpclass(nan inf) %31)
  %57 = insertelement <4 x float> poison, float %56, i64 0
  %58 = shufflevector <16 x float> %54, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %59 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %58, <4 x float> nofpclass(nan inf) %31)
  %60 = insertelement <4 x float> %57, float %59, i64 1
  %61 = shufflevector <16 x float> %54, <16 x float> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %62 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %61, <4 x float> nofpclass(nan inf) %31)
  %63 = insertelement <4 x float> %60, float %62, i64 2
  %64 = shufflevector <16 x float> %54, <16 x float> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %65 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %64, <4 x float> nofpclass(nan inf) %31)
  %66 = insertelement <4 x float> %63, float %65, i64 3
  %67 = shl i32 %4, 1
  %68 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %3, i32 %67)
  store <4 x float> %66, ptr addrspace(11) %68, align 16, !tbaa !7
  %69 = shufflevector <16 x float> %52, <16 x float> %22, <4 x i32> <i32 0, i32 4, i32 8, i32 16>
  %70 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %69, <4 x float> nofpclass(nan inf) %31)
  %71 = insertelement <4 x float> poison, float %70, i64 0
  %72 = shufflevector <16 x float> %52, <16 x float> %22, <4 x i32> <i32 1, i32 5, i32 9, i32 17>
  %73 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %72, <4 x float> nofpclass(nan inf) %31)
  %74 = insertelement <4 x float> %71, float %73, i64 1
  %75 = shufflevector <16 x float> %52, <16 x float> %22, <4 x i32> <i32 2, i32 6, i32 10, i32 18>
  %76 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %75, <4 x float> nofpclass(nan inf) %31)
  %77 = insertelement <4 x float> %74, float %76, i64 2
  %78 = shufflevector <16 x float> %52, <16 x float> %22, <4 x i32> <i32 3, i32 7, i32 11, i32 19>
  %79 = tail call reassoc nnan ninf nsz arcp afn float @llvm.spv.fdot.v4f32(<4 x float> %78, <4 x float> nofpclass(nan inf) %31)
  %80 = insertelement <4 x float> %77, float %79, i64 3
  %81 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %80, %21
  %82 = or disjoint i32 %67, 1
  %83 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %3, i32 %82)
  store <4 x float> %81, ptr addrspace(11) %83, align 16, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fmuladd.v16f32(<16 x float>, <16 x float>, <16 x float>) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32) #1

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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

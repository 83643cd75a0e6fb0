; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; typed-buffers.hlsl (directives, reference) by clang 22.1.8 -O3; regenerate with gen-ir.sh.
; ModuleID = 'typed-buffers.hlsl'
source_filename = "typed-buffers.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Src\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Acc\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"Cells\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"Count\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = tail call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_25t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %4 = tail call target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %5 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %6 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %1, i32 %5)
  %7 = load <4 x float>, ptr addrspace(11) %6, align 16, !tbaa !7
  %8 = add i32 %5, 1
  %9 = and i32 %8, 63
  %10 = tail call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %1, i32 %9)
  %11 = load <4 x float>, ptr addrspace(11) %10, align 16, !tbaa !7
  %12 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %2, i32 %5)
  %13 = load float, ptr addrspace(11) %12, align 4, !tbaa !8
  %14 = extractelement <4 x float> %7, i64 0
  %15 = extractelement <4 x float> %11, i64 3
  %16 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %14, float %15, float %13)
  store float %16, ptr addrspace(11) %12, align 4, !tbaa !8
  %17 = shufflevector <4 x float> %7, <4 x float> poison, <2 x i32> <i32 1, i32 2>
  %18 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %17, splat (float 4.000000e+00)
  %19 = tail call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.floor.v2f32(<2 x float> %18)
  %20 = fptosi <2 x float> %19 to <2 x i32>
  %21 = tail call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_25t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) %3, i32 %5)
  store <2 x i32> %20, ptr addrspace(11) %21, align 8, !tbaa !7
  %22 = extractelement <4 x float> %7, i64 3
  %23 = fcmp reassoc nnan ninf nsz arcp afn ogt float %22, 0.000000e+00
  %24 = zext i1 %23 to i32
  %25 = extractelement <4 x float> %11, i64 0
  %26 = fcmp reassoc nnan ninf nsz arcp afn ogt float %25, %14
  %27 = select i1 %26, i32 2, i32 0
  %28 = or disjoint i32 %27, %24
  %29 = shl i32 %5, 2
  %30 = or disjoint i32 %28, %29
  %31 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) %4, i32 %5)
  store i32 %30, ptr addrspace(11) %31, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.floor.v2f32(<2 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_25t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_25t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !5, i64 0}

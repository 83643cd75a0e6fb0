; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; typed-buffers.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'typed-buffers.hlsl'
source_filename = "typed-buffers.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::Buffer" = type { target("spirv.Image", float, 5, 2, 0, 0, 1, 0) }
%"class.hlsl::RWBuffer" = type { target("spirv.Image", float, 5, 2, 0, 0, 2, 3) }
%"class.hlsl::RWBuffer.0" = type { target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) }
%"class.hlsl::RWBuffer.1" = type { target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) }

@_ZL3Src = internal global %"class.hlsl::Buffer" poison, align 8
@.str = private unnamed_addr constant [4 x i8] c"Src\00", align 1
@_ZL3Acc = internal global %"class.hlsl::RWBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Acc\00", align 1
@_ZL5Cells = internal global %"class.hlsl::RWBuffer.0" poison, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"Cells\00", align 1
@_ZL5Count = internal global %"class.hlsl::RWBuffer.1" poison, align 8
@.str.6 = private unnamed_addr constant [6 x i8] c"Count\00", align 1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #0

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca %"class.hlsl::RWBuffer.1", align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca %"class.hlsl::RWBuffer.0", align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca %"class.hlsl::RWBuffer", align 8
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca %"class.hlsl::Buffer", align 8
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca i32, align 4
  %53 = alloca <3 x i32>, align 16
  %54 = alloca <4 x float>, align 16
  %55 = alloca <4 x float>, align 16
  %56 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL3Src, ptr %34, align 8, !noalias !3
  store i32 0, ptr %35, align 4, !noalias !3
  store i32 0, ptr %36, align 4, !noalias !3
  store i32 1, ptr %37, align 4, !noalias !3
  store i32 0, ptr %38, align 4, !noalias !3
  store ptr @.str, ptr %39, align 8, !noalias !3
  store ptr %40, ptr %12, align 8
  %57 = load ptr, ptr %12, align 8
  store target("spirv.Image", float, 5, 2, 0, 0, 1, 0) poison, ptr %57, align 8
  %58 = load i32, ptr %35, align 4, !noalias !3
  %59 = load i32, ptr %36, align 4, !noalias !3
  %60 = load i32, ptr %37, align 4, !noalias !3
  %61 = load i32, ptr %38, align 4, !noalias !3
  %62 = load ptr, ptr %39, align 8, !noalias !3
  %63 = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32 %59, i32 %58, i32 %60, i32 %61, ptr %62)
  store target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %63, ptr %40, align 8, !noalias !3
  store ptr @_ZL3Src, ptr %10, align 8
  store ptr %40, ptr %11, align 8
  %64 = load ptr, ptr %10, align 8
  %65 = load ptr, ptr %11, align 8, !nonnull !6, !align !7
  %66 = load target("spirv.Image", float, 5, 2, 0, 0, 1, 0), ptr %65, align 8
  store target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %66, ptr %64, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Acc, ptr %27, align 8, !noalias !8
  store i32 1, ptr %28, align 4, !noalias !8
  store i32 0, ptr %29, align 4, !noalias !8
  store i32 1, ptr %30, align 4, !noalias !8
  store i32 0, ptr %31, align 4, !noalias !8
  store ptr @.str.2, ptr %32, align 8, !noalias !8
  store ptr %33, ptr %9, align 8
  %67 = load ptr, ptr %9, align 8
  store target("spirv.Image", float, 5, 2, 0, 0, 2, 3) poison, ptr %67, align 8
  %68 = load i32, ptr %28, align 4, !noalias !8
  %69 = load i32, ptr %29, align 4, !noalias !8
  %70 = load i32, ptr %30, align 4, !noalias !8
  %71 = load i32, ptr %31, align 4, !noalias !8
  %72 = load ptr, ptr %32, align 8, !noalias !8
  %73 = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 %69, i32 %68, i32 %70, i32 %71, ptr %72)
  store target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %73, ptr %33, align 8, !noalias !8
  store ptr @_ZL3Acc, ptr %7, align 8
  store ptr %33, ptr %8, align 8
  %74 = load ptr, ptr %7, align 8
  %75 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %76 = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3), ptr %75, align 8
  store target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %76, ptr %74, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL5Cells, ptr %20, align 8, !noalias !11
  store i32 2, ptr %21, align 4, !noalias !11
  store i32 0, ptr %22, align 4, !noalias !11
  store i32 1, ptr %23, align 4, !noalias !11
  store i32 0, ptr %24, align 4, !noalias !11
  store ptr @.str.4, ptr %25, align 8, !noalias !11
  store ptr %26, ptr %6, align 8
  %77 = load ptr, ptr %6, align 8
  store target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) poison, ptr %77, align 8
  %78 = load i32, ptr %21, align 4, !noalias !11
  %79 = load i32, ptr %22, align 4, !noalias !11
  %80 = load i32, ptr %23, align 4, !noalias !11
  %81 = load i32, ptr %24, align 4, !noalias !11
  %82 = load ptr, ptr %25, align 8, !noalias !11
  %83 = call target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_25t(i32 %79, i32 %78, i32 %80, i32 %81, ptr %82)
  store target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) %83, ptr %26, align 8, !noalias !11
  store ptr @_ZL5Cells, ptr %4, align 8
  store ptr %26, ptr %5, align 8
  %84 = load ptr, ptr %4, align 8
  %85 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %86 = load target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25), ptr %85, align 8
  store target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) %86, ptr %84, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL5Count, ptr %13, align 8, !noalias !14
  store i32 3, ptr %14, align 4, !noalias !14
  store i32 0, ptr %15, align 4, !noalias !14
  store i32 1, ptr %16, align 4, !noalias !14
  store i32 0, ptr %17, align 4, !noalias !14
  store ptr @.str.6, ptr %18, align 8, !noalias !14
  store ptr %19, ptr %3, align 8
  %87 = load ptr, ptr %3, align 8
  store target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) poison, ptr %87, align 8
  %88 = load i32, ptr %14, align 4, !noalias !14
  %89 = load i32, ptr %15, align 4, !noalias !14
  %90 = load i32, ptr %16, align 4, !noalias !14
  %91 = load i32, ptr %17, align 4, !noalias !14
  %92 = load ptr, ptr %18, align 8, !noalias !14
  %93 = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32 %89, i32 %88, i32 %90, i32 %91, ptr %92)
  store target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) %93, ptr %19, align 8, !noalias !14
  store ptr @_ZL5Count, ptr %1, align 8
  store ptr %19, ptr %2, align 8
  %94 = load ptr, ptr %1, align 8
  %95 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %96 = load target("spirv.Image", i32, 5, 2, 0, 0, 2, 33), ptr %95, align 8
  store target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) %96, ptr %94, align 8
  %97 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %98 = insertelement <3 x i32> poison, i32 %97, i64 0
  %99 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %100 = insertelement <3 x i32> %98, i32 %99, i64 1
  %101 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %102 = insertelement <3 x i32> %100, i32 %101, i64 2
  store <3 x i32> %102, ptr %53, align 16
  %103 = load <3 x i32>, ptr %53, align 16
  %104 = extractelement <3 x i32> %103, i64 0
  store ptr @_ZL3Src, ptr %49, align 8
  store i32 %104, ptr %50, align 4
  %105 = load ptr, ptr %49, align 8
  %106 = load target("spirv.Image", float, 5, 2, 0, 0, 1, 0), ptr %105, align 8
  %107 = load i32, ptr %50, align 4
  %108 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %106, i32 %107)
  %109 = load <4 x float>, ptr addrspace(11) %108, align 16
  store <4 x float> %109, ptr %54, align 16
  %110 = load <3 x i32>, ptr %53, align 16
  %111 = extractelement <3 x i32> %110, i64 0
  %112 = add i32 %111, 1
  %113 = urem i32 %112, 64
  store ptr @_ZL3Src, ptr %51, align 8
  store i32 %113, ptr %52, align 4
  %114 = load ptr, ptr %51, align 8
  %115 = load target("spirv.Image", float, 5, 2, 0, 0, 1, 0), ptr %114, align 8
  %116 = load i32, ptr %52, align 4
  %117 = call noundef align 16 dereferenceable(16) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %115, i32 %116)
  %118 = load <4 x float>, ptr addrspace(11) %117, align 16
  store <4 x float> %118, ptr %55, align 16
  %119 = load <3 x i32>, ptr %53, align 16
  %120 = extractelement <3 x i32> %119, i64 0
  store ptr @_ZL3Acc, ptr %45, align 8
  store i32 %120, ptr %46, align 4
  %121 = load ptr, ptr %45, align 8
  %122 = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3), ptr %121, align 8
  %123 = load i32, ptr %46, align 4
  %124 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %122, i32 %123)
  %125 = load float, ptr addrspace(11) %124, align 4
  %126 = load <4 x float>, ptr %54, align 16
  %127 = extractelement <4 x float> %126, i64 0
  %128 = load <4 x float>, ptr %55, align 16
  %129 = extractelement <4 x float> %128, i64 3
  %130 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %127, float %129, float %125)
  %131 = load <3 x i32>, ptr %53, align 16
  %132 = extractelement <3 x i32> %131, i64 0
  store ptr @_ZL3Acc, ptr %47, align 8
  store i32 %132, ptr %48, align 4
  %133 = load ptr, ptr %47, align 8
  %134 = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3), ptr %133, align 8
  %135 = load i32, ptr %48, align 4
  %136 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %134, i32 %135)
  store float %130, ptr addrspace(11) %136, align 4
  %137 = load <4 x float>, ptr %54, align 16
  %138 = shufflevector <4 x float> %137, <4 x float> poison, <2 x i32> <i32 1, i32 2>
  %139 = fmul reassoc nnan ninf nsz arcp afn <2 x float> %138, splat (float 4.000000e+00)
  %140 = call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.floor.v2f32(<2 x float> %139)
  %141 = fptosi <2 x float> %140 to <2 x i32>
  %142 = load <3 x i32>, ptr %53, align 16
  %143 = extractelement <3 x i32> %142, i64 0
  store ptr @_ZL5Cells, ptr %43, align 8
  store i32 %143, ptr %44, align 4
  %144 = load ptr, ptr %43, align 8
  %145 = load target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25), ptr %144, align 8
  %146 = load i32, ptr %44, align 4
  %147 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_25t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) %145, i32 %146)
  store <2 x i32> %141, ptr addrspace(11) %147, align 8
  %148 = load <4 x float>, ptr %54, align 16
  %149 = extractelement <4 x float> %148, i64 3
  %150 = fcmp reassoc nnan ninf nsz arcp afn ogt float %149, 0.000000e+00
  %151 = zext i1 %150 to i32
  %152 = load <4 x float>, ptr %55, align 16
  %153 = extractelement <4 x float> %152, i64 0
  %154 = load <4 x float>, ptr %54, align 16
  %155 = extractelement <4 x float> %154, i64 0
  %156 = fcmp reassoc nnan ninf nsz arcp afn ogt float %153, %155
  %157 = zext i1 %156 to i32
  %158 = mul i32 %157, 2
  %159 = add i32 %151, %158
  %160 = load <3 x i32>, ptr %53, align 16
  %161 = extractelement <3 x i32> %160, i64 0
  %162 = mul i32 %161, 4
  %163 = add i32 %159, %162
  %164 = load <3 x i32>, ptr %53, align 16
  %165 = extractelement <3 x i32> %164, i64 0
  store ptr @_ZL5Count, ptr %41, align 8
  store i32 %165, ptr %42, align 4
  %166 = load ptr, ptr %41, align 8
  %167 = load target("spirv.Image", i32, 5, 2, 0, 0, 2, 33), ptr %166, align 8
  %168 = load i32, ptr %42, align 4
  %169 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) %167, i32 %168)
  store i32 %163, ptr addrspace(11) %169, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.floor.v2f32(<2 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25) @llvm.spv.resource.handlefrombinding.tspirv.SignedImage_i32_5_2_0_0_2_25t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding.tspirv.Image_i32_5_2_0_0_2_33t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_1_0t(target("spirv.Image", float, 5, 2, 0, 0, 1, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.SignedImage_i32_5_2_0_0_2_25t(target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 25), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_i32_5_2_0_0_2_33t(target("spirv.Image", i32, 5, 2, 0, 0, 2, 33), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl6BufferIDv4_fE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl6BufferIDv4_fE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl8RWBufferIDv2_iE19__createFromBindingEjjijPKc: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl8RWBufferIDv2_iE19__createFromBindingEjjijPKc"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}

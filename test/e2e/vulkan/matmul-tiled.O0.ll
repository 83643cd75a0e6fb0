; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; matmul-tiled.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'matmul-tiled.hlsl'
source_filename = "matmul-tiled.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1A = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@_ZL1C = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@TA = hidden addrspace(3) global [8 x [8 x float]] zeroinitializer, align 4
@TB = hidden addrspace(3) global [8 x [8 x float]] zeroinitializer, align 4

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
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca %"class.hlsl::StructuredBuffer", align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca %"class.hlsl::StructuredBuffer", align 8
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca <3 x i32>, align 16
  %39 = alloca <3 x i32>, align 16
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca float, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %25, align 8, !noalias !3
  store i32 0, ptr %26, align 4, !noalias !3
  store i32 0, ptr %27, align 4, !noalias !3
  store i32 1, ptr %28, align 4, !noalias !3
  store i32 0, ptr %29, align 4, !noalias !3
  store ptr @.str, ptr %30, align 8, !noalias !3
  store ptr %31, ptr %8, align 8
  %46 = load ptr, ptr %8, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %46, align 8
  %47 = load i32, ptr %26, align 4, !noalias !3
  %48 = load i32, ptr %27, align 4, !noalias !3
  %49 = load i32, ptr %28, align 4, !noalias !3
  %50 = load i32, ptr %29, align 4, !noalias !3
  %51 = load ptr, ptr %30, align 8, !noalias !3
  %52 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %48, i32 %47, i32 %49, i32 %50, ptr %51)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %52, ptr %31, align 8, !noalias !3
  store ptr @_ZL1A, ptr %4, align 8
  store ptr %31, ptr %5, align 8
  %53 = load ptr, ptr %4, align 8
  %54 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %55 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %54, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %55, ptr %53, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %18, align 8, !noalias !8
  store i32 1, ptr %19, align 4, !noalias !8
  store i32 0, ptr %20, align 4, !noalias !8
  store i32 1, ptr %21, align 4, !noalias !8
  store i32 0, ptr %22, align 4, !noalias !8
  store ptr @.str.2, ptr %23, align 8, !noalias !8
  store ptr %24, ptr %9, align 8
  %56 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %56, align 8
  %57 = load i32, ptr %19, align 4, !noalias !8
  %58 = load i32, ptr %20, align 4, !noalias !8
  %59 = load i32, ptr %21, align 4, !noalias !8
  %60 = load i32, ptr %22, align 4, !noalias !8
  %61 = load ptr, ptr %23, align 8, !noalias !8
  %62 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %58, i32 %57, i32 %59, i32 %60, ptr %61)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %62, ptr %24, align 8, !noalias !8
  store ptr @_ZL1B, ptr %6, align 8
  store ptr %24, ptr %7, align 8
  %63 = load ptr, ptr %6, align 8
  %64 = load ptr, ptr %7, align 8, !nonnull !6, !align !7
  %65 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %64, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %65, ptr %63, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL1C, ptr %10, align 8, !noalias !11
  store i32 2, ptr %11, align 4, !noalias !11
  store i32 0, ptr %12, align 4, !noalias !11
  store i32 1, ptr %13, align 4, !noalias !11
  store i32 0, ptr %14, align 4, !noalias !11
  store ptr @.str.4, ptr %15, align 8, !noalias !11
  store i32 0, ptr %16, align 4, !noalias !11
  store ptr %17, ptr %3, align 8
  %66 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %66, align 8
  %67 = load i32, ptr %11, align 4, !noalias !11
  %68 = load i32, ptr %12, align 4, !noalias !11
  %69 = load i32, ptr %13, align 4, !noalias !11
  %70 = load i32, ptr %14, align 4, !noalias !11
  %71 = load ptr, ptr %15, align 8, !noalias !11
  %72 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %68, i32 %67, i32 %69, i32 %70, ptr %71)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %72, ptr %17, align 8, !noalias !11
  %73 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %17, align 8, !noalias !11
  %74 = load i32, ptr %16, align 4, !noalias !11
  %75 = load i32, ptr %12, align 4, !noalias !11
  %76 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %73, i32 %74, i32 %75)
  %77 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %76, ptr %77, align 8, !noalias !11
  store ptr @_ZL1C, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %78 = load ptr, ptr %1, align 8
  %79 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %80 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %79, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %80, ptr %78, align 8
  %81 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %82 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %81, i32 0, i32 1
  %83 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %82, align 8
  %84 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %78, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %83, ptr %84, align 8
  %85 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %86 = insertelement <3 x i32> poison, i32 %85, i64 0
  %87 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %88 = insertelement <3 x i32> %86, i32 %87, i64 1
  %89 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %90 = insertelement <3 x i32> %88, i32 %89, i64 2
  %91 = call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
  %92 = insertelement <3 x i32> poison, i32 %91, i64 0
  %93 = call i32 @llvm.spv.thread.id.in.group.i32(i32 1)
  %94 = insertelement <3 x i32> %92, i32 %93, i64 1
  %95 = call i32 @llvm.spv.thread.id.in.group.i32(i32 2)
  %96 = insertelement <3 x i32> %94, i32 %95, i64 2
  store <3 x i32> %90, ptr %38, align 16
  store <3 x i32> %96, ptr %39, align 16
  %97 = load <3 x i32>, ptr %38, align 16
  %98 = extractelement <3 x i32> %97, i64 1
  store i32 %98, ptr %40, align 4
  %99 = load <3 x i32>, ptr %38, align 16
  %100 = extractelement <3 x i32> %99, i64 0
  store i32 %100, ptr %41, align 4
  store float 0.000000e+00, ptr %42, align 4
  store i32 0, ptr %43, align 4
  br label %101

101:                                              ; preds = %171, %0
  %102 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %45) ]
  %103 = load i32, ptr %43, align 4
  %104 = icmp ult i32 %103, 32
  br i1 %104, label %105, label %174

105:                                              ; preds = %101
  %106 = load i32, ptr %40, align 4
  %107 = mul i32 %106, 32
  %108 = load i32, ptr %43, align 4
  %109 = add i32 %107, %108
  %110 = load <3 x i32>, ptr %39, align 16
  %111 = extractelement <3 x i32> %110, i64 0
  %112 = add i32 %109, %111
  store ptr @_ZL1A, ptr %34, align 8
  store i32 %112, ptr %35, align 4
  %113 = load ptr, ptr %34, align 8
  %114 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %113, align 8
  %115 = load i32, ptr %35, align 4
  %116 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %114, i32 %115)
  %117 = load float, ptr addrspace(11) %116, align 4
  %118 = load <3 x i32>, ptr %39, align 16
  %119 = extractelement <3 x i32> %118, i64 1
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds nuw [8 x [8 x float]], ptr addrspace(3) @TA, i64 0, i64 %120
  %122 = load <3 x i32>, ptr %39, align 16
  %123 = extractelement <3 x i32> %122, i64 0
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds nuw [8 x float], ptr addrspace(3) %121, i64 0, i64 %124
  store float %117, ptr addrspace(3) %125, align 4
  %126 = load i32, ptr %43, align 4
  %127 = load <3 x i32>, ptr %39, align 16
  %128 = extractelement <3 x i32> %127, i64 1
  %129 = add i32 %126, %128
  %130 = mul i32 %129, 32
  %131 = load i32, ptr %41, align 4
  %132 = add i32 %130, %131
  store ptr @_ZL1B, ptr %36, align 8
  store i32 %132, ptr %37, align 4
  %133 = load ptr, ptr %36, align 8
  %134 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %133, align 8
  %135 = load i32, ptr %37, align 4
  %136 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %134, i32 %135)
  %137 = load float, ptr addrspace(11) %136, align 4
  %138 = load <3 x i32>, ptr %39, align 16
  %139 = extractelement <3 x i32> %138, i64 1
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds nuw [8 x [8 x float]], ptr addrspace(3) @TB, i64 0, i64 %140
  %142 = load <3 x i32>, ptr %39, align 16
  %143 = extractelement <3 x i32> %142, i64 0
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds nuw [8 x float], ptr addrspace(3) %141, i64 0, i64 %144
  store float %137, ptr addrspace(3) %145, align 4
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %102) ]
  store i32 0, ptr %44, align 4
  br label %146

146:                                              ; preds = %150, %105
  %147 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %102) ]
  %148 = load i32, ptr %44, align 4
  %149 = icmp ult i32 %148, 8
  br i1 %149, label %150, label %171

150:                                              ; preds = %146
  %151 = load <3 x i32>, ptr %39, align 16
  %152 = extractelement <3 x i32> %151, i64 1
  %153 = zext i32 %152 to i64
  %154 = getelementptr inbounds nuw [8 x [8 x float]], ptr addrspace(3) @TA, i64 0, i64 %153
  %155 = load i32, ptr %44, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds nuw [8 x float], ptr addrspace(3) %154, i64 0, i64 %156
  %158 = load float, ptr addrspace(3) %157, align 4
  %159 = load i32, ptr %44, align 4
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds nuw [8 x [8 x float]], ptr addrspace(3) @TB, i64 0, i64 %160
  %162 = load <3 x i32>, ptr %39, align 16
  %163 = extractelement <3 x i32> %162, i64 0
  %164 = zext i32 %163 to i64
  %165 = getelementptr inbounds nuw [8 x float], ptr addrspace(3) %161, i64 0, i64 %164
  %166 = load float, ptr addrspace(3) %165, align 4
  %167 = load float, ptr %42, align 4
  %168 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %158, float %166, float %167)
  store float %168, ptr %42, align 4
  %169 = load i32, ptr %44, align 4
  %170 = add i32 %169, 1
  store i32 %170, ptr %44, align 4
  br label %146, !llvm.loop !14

171:                                              ; preds = %146
  call spir_func void @llvm.spv.group.memory.barrier.with.group.sync() [ "convergencectrl"(token %102) ]
  %172 = load i32, ptr %43, align 4
  %173 = add i32 %172, 8
  store i32 %173, ptr %43, align 4
  br label %101, !llvm.loop !16

174:                                              ; preds = %101
  %175 = load float, ptr %42, align 4
  %176 = load i32, ptr %40, align 4
  %177 = mul i32 %176, 32
  %178 = load i32, ptr %41, align 4
  %179 = add i32 %177, %178
  store ptr @_ZL1C, ptr %32, align 8
  store i32 %179, ptr %33, align 4
  %180 = load ptr, ptr %32, align 8
  %181 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %180, align 8
  %182 = load i32, ptr %33, align 4
  %183 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %181, i32 %182)
  store float %175, ptr addrspace(11) %183, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.in.group.i32(i32) #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.spv.group.memory.barrier.with.group.sync() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}

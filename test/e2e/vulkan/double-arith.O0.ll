; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderFloat64
; XFAIL: !vulkan-codegen
; double-arith.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'double-arith.hlsl'
source_filename = "double-arith.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x double], 12, 0) }
%"class.hlsl::StructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x double], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.1" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1D = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"D\00", align 1
@_ZL1F = internal global %"class.hlsl::StructuredBuffer.0" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"F\00", align 1
@_ZL4OutD = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"OutD\00", align 1
@_ZL4OutF = internal global %"class.hlsl::RWStructuredBuffer.1" poison, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"OutF\00", align 1

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
  %19 = alloca i32, align 4
  %20 = alloca %"class.hlsl::RWStructuredBuffer.1", align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca %"class.hlsl::StructuredBuffer.0", align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca %"class.hlsl::StructuredBuffer", align 8
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca <3 x i32>, align 16
  %52 = alloca double, align 8
  %53 = alloca double, align 8
  %54 = alloca double, align 8
  %55 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1D, ptr %36, align 8, !noalias !3
  store i32 0, ptr %37, align 4, !noalias !3
  store i32 0, ptr %38, align 4, !noalias !3
  store i32 1, ptr %39, align 4, !noalias !3
  store i32 0, ptr %40, align 4, !noalias !3
  store ptr @.str, ptr %41, align 8, !noalias !3
  store ptr %42, ptr %12, align 8
  %56 = load ptr, ptr %12, align 8
  store target("spirv.VulkanBuffer", [0 x double], 12, 0) poison, ptr %56, align 8
  %57 = load i32, ptr %37, align 4, !noalias !3
  %58 = load i32, ptr %38, align 4, !noalias !3
  %59 = load i32, ptr %39, align 4, !noalias !3
  %60 = load i32, ptr %40, align 4, !noalias !3
  %61 = load ptr, ptr %41, align 8, !noalias !3
  %62 = call target("spirv.VulkanBuffer", [0 x double], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f64_12_0t(i32 %58, i32 %57, i32 %59, i32 %60, ptr %61)
  store target("spirv.VulkanBuffer", [0 x double], 12, 0) %62, ptr %42, align 8, !noalias !3
  store ptr @_ZL1D, ptr %10, align 8
  store ptr %42, ptr %11, align 8
  %63 = load ptr, ptr %10, align 8
  %64 = load ptr, ptr %11, align 8, !nonnull !6, !align !7
  %65 = load target("spirv.VulkanBuffer", [0 x double], 12, 0), ptr %64, align 8
  store target("spirv.VulkanBuffer", [0 x double], 12, 0) %65, ptr %63, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1F, ptr %29, align 8, !noalias !8
  store i32 1, ptr %30, align 4, !noalias !8
  store i32 0, ptr %31, align 4, !noalias !8
  store i32 1, ptr %32, align 4, !noalias !8
  store i32 0, ptr %33, align 4, !noalias !8
  store ptr @.str.2, ptr %34, align 8, !noalias !8
  store ptr %35, ptr %9, align 8
  %66 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) poison, ptr %66, align 8
  %67 = load i32, ptr %30, align 4, !noalias !8
  %68 = load i32, ptr %31, align 4, !noalias !8
  %69 = load i32, ptr %32, align 4, !noalias !8
  %70 = load i32, ptr %33, align 4, !noalias !8
  %71 = load ptr, ptr %34, align 8, !noalias !8
  %72 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %68, i32 %67, i32 %69, i32 %70, ptr %71)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %72, ptr %35, align 8, !noalias !8
  store ptr @_ZL1F, ptr %7, align 8
  store ptr %35, ptr %8, align 8
  %73 = load ptr, ptr %7, align 8
  %74 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %75 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %74, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %75, ptr %73, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4OutD, ptr %21, align 8, !noalias !11
  store i32 2, ptr %22, align 4, !noalias !11
  store i32 0, ptr %23, align 4, !noalias !11
  store i32 1, ptr %24, align 4, !noalias !11
  store i32 0, ptr %25, align 4, !noalias !11
  store ptr @.str.4, ptr %26, align 8, !noalias !11
  store i32 0, ptr %27, align 4, !noalias !11
  store ptr %28, ptr %6, align 8
  %76 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x double], 12, 1) poison, ptr %76, align 8
  %77 = load i32, ptr %22, align 4, !noalias !11
  %78 = load i32, ptr %23, align 4, !noalias !11
  %79 = load i32, ptr %24, align 4, !noalias !11
  %80 = load i32, ptr %25, align 4, !noalias !11
  %81 = load ptr, ptr %26, align 8, !noalias !11
  %82 = call target("spirv.VulkanBuffer", [0 x double], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f64_12_1t(i32 %78, i32 %77, i32 %79, i32 %80, ptr %81)
  store target("spirv.VulkanBuffer", [0 x double], 12, 1) %82, ptr %28, align 8, !noalias !11
  %83 = load target("spirv.VulkanBuffer", [0 x double], 12, 1), ptr %28, align 8, !noalias !11
  %84 = load i32, ptr %27, align 4, !noalias !11
  %85 = load i32, ptr %23, align 4, !noalias !11
  %86 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) %83, i32 %84, i32 %85)
  %87 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %86, ptr %87, align 8, !noalias !11
  store ptr @_ZL4OutD, ptr %4, align 8
  store ptr %28, ptr %5, align 8
  %88 = load ptr, ptr %4, align 8
  %89 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %90 = load target("spirv.VulkanBuffer", [0 x double], 12, 1), ptr %89, align 8
  store target("spirv.VulkanBuffer", [0 x double], 12, 1) %90, ptr %88, align 8
  %91 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %92 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %91, i32 0, i32 1
  %93 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %92, align 8
  %94 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %88, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %93, ptr %94, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL4OutF, ptr %13, align 8, !noalias !14
  store i32 3, ptr %14, align 4, !noalias !14
  store i32 0, ptr %15, align 4, !noalias !14
  store i32 1, ptr %16, align 4, !noalias !14
  store i32 0, ptr %17, align 4, !noalias !14
  store ptr @.str.6, ptr %18, align 8, !noalias !14
  store i32 1, ptr %19, align 4, !noalias !14
  store ptr %20, ptr %3, align 8
  %95 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %95, align 8
  %96 = load i32, ptr %14, align 4, !noalias !14
  %97 = load i32, ptr %15, align 4, !noalias !14
  %98 = load i32, ptr %16, align 4, !noalias !14
  %99 = load i32, ptr %17, align 4, !noalias !14
  %100 = load ptr, ptr %18, align 8, !noalias !14
  %101 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %97, i32 %96, i32 %98, i32 %99, ptr %100)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %101, ptr %20, align 8, !noalias !14
  %102 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %20, align 8, !noalias !14
  %103 = load i32, ptr %19, align 4, !noalias !14
  %104 = load i32, ptr %15, align 4, !noalias !14
  %105 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %102, i32 %103, i32 %104)
  %106 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %20, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %105, ptr %106, align 8, !noalias !14
  store ptr @_ZL4OutF, ptr %1, align 8
  store ptr %20, ptr %2, align 8
  %107 = load ptr, ptr %1, align 8
  %108 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %109 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %108, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %109, ptr %107, align 8
  %110 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %111 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %110, i32 0, i32 1
  %112 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %111, align 8
  %113 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %107, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %112, ptr %113, align 8
  %114 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %115 = insertelement <3 x i32> poison, i32 %114, i64 0
  %116 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %117 = insertelement <3 x i32> %115, i32 %116, i64 1
  %118 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %119 = insertelement <3 x i32> %117, i32 %118, i64 2
  store <3 x i32> %119, ptr %51, align 16
  %120 = load <3 x i32>, ptr %51, align 16
  %121 = extractelement <3 x i32> %120, i64 0
  store ptr @_ZL1D, ptr %49, align 8
  store i32 %121, ptr %50, align 4
  %122 = load ptr, ptr %49, align 8
  %123 = load target("spirv.VulkanBuffer", [0 x double], 12, 0), ptr %122, align 8
  %124 = load i32, ptr %50, align 4
  %125 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_0t(target("spirv.VulkanBuffer", [0 x double], 12, 0) %123, i32 %124)
  %126 = load double, ptr addrspace(11) %125, align 8
  store double %126, ptr %52, align 8
  %127 = load <3 x i32>, ptr %51, align 16
  %128 = extractelement <3 x i32> %127, i64 0
  store ptr @_ZL1F, ptr %47, align 8
  store i32 %128, ptr %48, align 4
  %129 = load ptr, ptr %47, align 8
  %130 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %129, align 8
  %131 = load i32, ptr %48, align 4
  %132 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %130, i32 %131)
  %133 = load float, ptr addrspace(11) %132, align 4
  %134 = fpext float %133 to double
  store double %134, ptr %53, align 8
  %135 = load double, ptr %52, align 8
  %136 = load double, ptr %53, align 8
  %137 = fmul reassoc nnan ninf nsz arcp afn double %135, %136
  %138 = fdiv reassoc nnan ninf nsz arcp afn double %137, 3.000000e+00
  %139 = load double, ptr %52, align 8
  %140 = fptosi double %139 to i32
  %141 = sitofp i32 %140 to double
  %142 = fsub reassoc nnan ninf nsz arcp afn double %138, %141
  store double %142, ptr %54, align 8
  %143 = load double, ptr %52, align 8
  %144 = fcmp reassoc nnan ninf nsz arcp afn ogt double %143, 5.000000e+02
  br i1 %144, label %145, label %150

145:                                              ; preds = %0
  %146 = load double, ptr %54, align 8
  %147 = load double, ptr %52, align 8
  %148 = fdiv reassoc nnan ninf nsz arcp afn double 1.000000e+00, %147
  %149 = fadd reassoc nnan ninf nsz arcp afn double %146, %148
  store double %149, ptr %54, align 8
  br label %150

150:                                              ; preds = %0, %145
  %151 = load double, ptr %54, align 8
  %152 = load <3 x i32>, ptr %51, align 16
  %153 = extractelement <3 x i32> %152, i64 0
  store ptr @_ZL4OutD, ptr %45, align 8
  store i32 %153, ptr %46, align 4
  %154 = load ptr, ptr %45, align 8
  %155 = load target("spirv.VulkanBuffer", [0 x double], 12, 1), ptr %154, align 8
  %156 = load i32, ptr %46, align 4
  %157 = call noundef align 8 dereferenceable(8) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1) %155, i32 %156)
  store double %151, ptr addrspace(11) %157, align 8
  %158 = load double, ptr %52, align 8
  %159 = fdiv reassoc nnan ninf nsz arcp afn double %158, 7.000000e+00
  %160 = fptrunc double %159 to float
  %161 = load double, ptr %53, align 8
  %162 = fptrunc double %161 to float
  %163 = fadd reassoc nnan ninf nsz arcp afn float %160, %162
  %164 = load <3 x i32>, ptr %51, align 16
  %165 = extractelement <3 x i32> %164, i64 0
  store ptr @_ZL4OutF, ptr %43, align 8
  store i32 %165, ptr %44, align 4
  %166 = load ptr, ptr %43, align 8
  %167 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %166, align 8
  %168 = load i32, ptr %44, align 4
  %169 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %167, i32 %168)
  store float %163, ptr addrspace(11) %169, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x double], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f64_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x double], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f64_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_0t(target("spirv.VulkanBuffer", [0 x double], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f64_12_1t(target("spirv.VulkanBuffer", [0 x double], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIdE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIdE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIdE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIdE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan
; XFAIL: !vulkan-codegen
; struct-buffer.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'struct-buffer.hlsl'
source_filename = "struct-buffer.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) }
%struct.Particle = type { <4 x float>, <2 x i32>, i32, float }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@_ZL4Mass = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 8
@.str.4 = private unnamed_addr constant [5 x i8] c"Mass\00", align 1

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
  %17 = alloca %"class.hlsl::RWStructuredBuffer.0", align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca %"class.hlsl::StructuredBuffer", align 8
  %33 = alloca ptr, align 8
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca <3 x i32>, align 16
  %42 = alloca %struct.Particle, align 1
  %43 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %26, align 8, !noalias !3
  store i32 0, ptr %27, align 4, !noalias !3
  store i32 0, ptr %28, align 4, !noalias !3
  store i32 1, ptr %29, align 4, !noalias !3
  store i32 0, ptr %30, align 4, !noalias !3
  store ptr @.str, ptr %31, align 8, !noalias !3
  store ptr %32, ptr %9, align 8
  %44 = load ptr, ptr %9, align 8
  store target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) poison, ptr %44, align 8
  %45 = load i32, ptr %27, align 4, !noalias !3
  %46 = load i32, ptr %28, align 4, !noalias !3
  %47 = load i32, ptr %29, align 4, !noalias !3
  %48 = load i32, ptr %30, align 4, !noalias !3
  %49 = load ptr, ptr %31, align 8, !noalias !3
  %50 = call target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(i32 %46, i32 %45, i32 %47, i32 %48, ptr %49)
  store target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) %50, ptr %32, align 8, !noalias !3
  store ptr @_ZL2In, ptr %7, align 8
  store ptr %32, ptr %8, align 8
  %51 = load ptr, ptr %7, align 8
  %52 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %53 = load target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0), ptr %52, align 8
  store target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) %53, ptr %51, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %18, align 8, !noalias !8
  store i32 1, ptr %19, align 4, !noalias !8
  store i32 0, ptr %20, align 4, !noalias !8
  store i32 1, ptr %21, align 4, !noalias !8
  store i32 0, ptr %22, align 4, !noalias !8
  store ptr @.str.2, ptr %23, align 8, !noalias !8
  store i32 0, ptr %24, align 4, !noalias !8
  store ptr %25, ptr %6, align 8
  %54 = load ptr, ptr %6, align 8
  store target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) poison, ptr %54, align 8
  %55 = load i32, ptr %19, align 4, !noalias !8
  %56 = load i32, ptr %20, align 4, !noalias !8
  %57 = load i32, ptr %21, align 4, !noalias !8
  %58 = load i32, ptr %22, align 4, !noalias !8
  %59 = load ptr, ptr %23, align 8, !noalias !8
  %60 = call target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(i32 %56, i32 %55, i32 %57, i32 %58, ptr %59)
  store target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) %60, ptr %25, align 8, !noalias !8
  %61 = load target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1), ptr %25, align 8, !noalias !8
  %62 = load i32, ptr %24, align 4, !noalias !8
  %63 = load i32, ptr %20, align 4, !noalias !8
  %64 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) %61, i32 %62, i32 %63)
  %65 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %25, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %64, ptr %65, align 8, !noalias !8
  store ptr @_ZL3Out, ptr %4, align 8
  store ptr %25, ptr %5, align 8
  %66 = load ptr, ptr %4, align 8
  %67 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %68 = load target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1), ptr %67, align 8
  store target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) %68, ptr %66, align 8
  %69 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %70 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %69, i32 0, i32 1
  %71 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %70, align 8
  %72 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %66, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %71, ptr %72, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL4Mass, ptr %10, align 8, !noalias !11
  store i32 2, ptr %11, align 4, !noalias !11
  store i32 0, ptr %12, align 4, !noalias !11
  store i32 1, ptr %13, align 4, !noalias !11
  store i32 0, ptr %14, align 4, !noalias !11
  store ptr @.str.4, ptr %15, align 8, !noalias !11
  store i32 1, ptr %16, align 4, !noalias !11
  store ptr %17, ptr %3, align 8
  %73 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %73, align 8
  %74 = load i32, ptr %11, align 4, !noalias !11
  %75 = load i32, ptr %12, align 4, !noalias !11
  %76 = load i32, ptr %13, align 4, !noalias !11
  %77 = load i32, ptr %14, align 4, !noalias !11
  %78 = load ptr, ptr %15, align 8, !noalias !11
  %79 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %75, i32 %74, i32 %76, i32 %77, ptr %78)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %79, ptr %17, align 8, !noalias !11
  %80 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %17, align 8, !noalias !11
  %81 = load i32, ptr %16, align 4, !noalias !11
  %82 = load i32, ptr %12, align 4, !noalias !11
  %83 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %80, i32 %81, i32 %82)
  %84 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %17, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %83, ptr %84, align 8, !noalias !11
  store ptr @_ZL4Mass, ptr %1, align 8
  store ptr %17, ptr %2, align 8
  %85 = load ptr, ptr %1, align 8
  %86 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %87 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %86, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %87, ptr %85, align 8
  %88 = load ptr, ptr %2, align 8, !nonnull !6, !align !7
  %89 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %88, i32 0, i32 1
  %90 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %89, align 8
  %91 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %85, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %90, ptr %91, align 8
  %92 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %93 = insertelement <3 x i32> poison, i32 %92, i64 0
  %94 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %95 = insertelement <3 x i32> %93, i32 %94, i64 1
  %96 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %97 = insertelement <3 x i32> %95, i32 %96, i64 2
  store <3 x i32> %97, ptr %41, align 16
  %98 = load <3 x i32>, ptr %41, align 16
  %99 = extractelement <3 x i32> %98, i64 0
  store ptr @_ZL2In, ptr %37, align 8
  store i32 %99, ptr %38, align 4
  %100 = load ptr, ptr %37, align 8
  %101 = load target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0), ptr %100, align 8
  %102 = load i32, ptr %38, align 4
  %103 = call noundef align 1 dereferenceable(32) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) %101, i32 %102)
  %104 = addrspacecast ptr addrspace(11) %103 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %42, ptr align 1 %104, i64 32, i1 false)
  %105 = load <4 x float>, ptr %42, align 1
  %106 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %105, <4 x float> splat (float 5.000000e-01), <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>)
  store <4 x float> %106, ptr %42, align 1
  %107 = getelementptr inbounds nuw %struct.Particle, ptr %42, i32 0, i32 1
  %108 = load <2 x i32>, ptr %107, align 1
  %109 = shufflevector <2 x i32> %108, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %110 = load <3 x i32>, ptr %41, align 16
  %111 = extractelement <3 x i32> %110, i64 0
  %112 = insertelement <2 x i32> poison, i32 %111, i32 0
  %113 = insertelement <2 x i32> %112, i32 1, i32 1
  %114 = sub <2 x i32> %109, %113
  %115 = getelementptr inbounds nuw %struct.Particle, ptr %42, i32 0, i32 1
  store <2 x i32> %114, ptr %115, align 1
  %116 = getelementptr inbounds nuw %struct.Particle, ptr %42, i32 0, i32 2
  %117 = load i32, ptr %116, align 1
  %118 = xor i32 %117, 255
  %119 = getelementptr inbounds nuw %struct.Particle, ptr %42, i32 0, i32 2
  store i32 %118, ptr %119, align 1
  %120 = getelementptr inbounds nuw %struct.Particle, ptr %42, i32 0, i32 3
  %121 = load float, ptr %120, align 1
  %122 = getelementptr inbounds nuw %struct.Particle, ptr %42, i32 0, i32 1
  %123 = load <2 x i32>, ptr %122, align 1
  %124 = extractelement <2 x i32> %123, i64 0
  %125 = sitofp i32 %124 to float
  %126 = fadd reassoc nnan ninf nsz arcp afn float %121, %125
  %127 = getelementptr inbounds nuw %struct.Particle, ptr %42, i32 0, i32 3
  store float %126, ptr %127, align 1
  %128 = load <3 x i32>, ptr %41, align 16
  %129 = extractelement <3 x i32> %128, i64 0
  store ptr @_ZL3Out, ptr %35, align 8
  store i32 %129, ptr %36, align 4
  %130 = load ptr, ptr %35, align 8
  %131 = load target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1), ptr %130, align 8
  %132 = load i32, ptr %36, align 4
  %133 = call noundef align 1 dereferenceable(32) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) %131, i32 %132)
  %134 = addrspacecast ptr addrspace(11) %133 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %134, ptr align 1 %42, i64 32, i1 false)
  %135 = load <3 x i32>, ptr %41, align 16
  %136 = extractelement <3 x i32> %135, i64 0
  %137 = sub i32 63, %136
  store ptr @_ZL2In, ptr %39, align 8
  store i32 %137, ptr %40, align 4
  %138 = load ptr, ptr %39, align 8
  %139 = load target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0), ptr %138, align 8
  %140 = load i32, ptr %40, align 4
  %141 = call noundef align 1 dereferenceable(32) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) %139, i32 %140)
  %142 = getelementptr inbounds nuw %struct.Particle, ptr addrspace(11) %141, i32 0, i32 3
  %143 = load float, ptr addrspace(11) %142, align 1
  %144 = load <3 x i32>, ptr %41, align 16
  %145 = extractelement <3 x i32> %144, i64 0
  store ptr @_ZL4Mass, ptr %33, align 8
  store i32 %145, ptr %34, align 4
  %146 = load ptr, ptr %33, align 8
  %147 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %146, align 8
  %148 = load i32, ptr %34, align 4
  %149 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %147, i32 %148)
  store float %143, ptr addrspace(11) %149, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly nocapture, ptr noalias readonly nocapture, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1), i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_0t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 0), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Particles_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferI8ParticleE19__createFromBindingEjjijPKc: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferI8ParticleE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferI8ParticleE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferI8ParticleE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}

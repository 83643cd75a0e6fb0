; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-scalarBlockLayout
; XFAIL: !vulkan-codegen
; layout-float3.hlsl (directives, reference) by clang 22.1.8 -O0; regenerate with gen-ir.sh.
; ModuleID = 'layout-float3.hlsl'
source_filename = "layout-float3.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%__cblayout_Params = type <{ <3 x float>, float, <4 x float> }>
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }
%struct.Vertex = type <{ <3 x float>, i32, <2 x float> }>

@Params.cb = global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
@Axis = external hidden addrspace(12) global <3 x float>, align 16
@Angle = external hidden addrspace(12) global float, align 4
@Tint = external hidden addrspace(12) global <4 x float>, align 16
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@_ZL5Verts = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [6 x i8] c"Verts\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #2 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca <3 x i32>, align 16
  %17 = alloca %struct.Vertex, align 1
  %18 = call token @llvm.experimental.convergence.entry()
  %19 = call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_s___cblayout_Paramss_2_0t(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) %19, ptr @Params.cb, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL5Verts, ptr %4, align 8, !noalias !4
  store i32 1, ptr %5, align 4, !noalias !4
  store i32 0, ptr %6, align 4, !noalias !4
  store i32 1, ptr %7, align 4, !noalias !4
  store i32 0, ptr %8, align 4, !noalias !4
  store ptr @.str, ptr %9, align 8, !noalias !4
  store i32 0, ptr %10, align 4, !noalias !4
  store ptr %11, ptr %3, align 8
  %20 = load ptr, ptr %3, align 8
  store target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) poison, ptr %20, align 8
  %21 = load i32, ptr %5, align 4, !noalias !4
  %22 = load i32, ptr %6, align 4, !noalias !4
  %23 = load i32, ptr %7, align 4, !noalias !4
  %24 = load i32, ptr %8, align 4, !noalias !4
  %25 = load ptr, ptr %9, align 8, !noalias !4
  %26 = call target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(i32 %22, i32 %21, i32 %23, i32 %24, ptr %25)
  store target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) %26, ptr %11, align 8, !noalias !4
  %27 = load target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1), ptr %11, align 8, !noalias !4
  %28 = load i32, ptr %10, align 4, !noalias !4
  %29 = load i32, ptr %6, align 4, !noalias !4
  %30 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) %27, i32 %28, i32 %29)
  %31 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %11, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %30, ptr %31, align 8, !noalias !4
  store ptr @_ZL5Verts, ptr %1, align 8
  store ptr %11, ptr %2, align 8
  %32 = load ptr, ptr %1, align 8
  %33 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %34 = load target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1), ptr %33, align 8
  store target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) %34, ptr %32, align 8
  %35 = load ptr, ptr %2, align 8, !nonnull !7, !align !8
  %36 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %35, i32 0, i32 1
  %37 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %36, align 8
  %38 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %32, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %37, ptr %38, align 8
  %39 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %40 = insertelement <3 x i32> poison, i32 %39, i64 0
  %41 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %42 = insertelement <3 x i32> %40, i32 %41, i64 1
  %43 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %44 = insertelement <3 x i32> %42, i32 %43, i64 2
  store <3 x i32> %44, ptr %16, align 16
  %45 = load <3 x i32>, ptr %16, align 16
  %46 = extractelement <3 x i32> %45, i64 0
  store ptr @_ZL5Verts, ptr %12, align 8
  store i32 %46, ptr %13, align 4
  %47 = load ptr, ptr %12, align 8
  %48 = load target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1), ptr %47, align 8
  %49 = load i32, ptr %13, align 4
  %50 = call noundef align 1 dereferenceable(28) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) %48, i32 %49)
  %51 = addrspacecast ptr addrspace(11) %50 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 1 %51, i64 28, i1 false)
  %52 = load <3 x float>, ptr %17, align 1
  %53 = load float, ptr addrspace(12) @Angle, align 4
  %54 = insertelement <3 x float> poison, float %53, i64 0
  %55 = shufflevector <3 x float> %54, <3 x float> poison, <3 x i32> zeroinitializer
  %56 = load <3 x float>, ptr addrspace(12) @Axis, align 16
  %57 = call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %52, <3 x float> %55, <3 x float> %56)
  store <3 x float> %57, ptr %17, align 1
  %58 = load <3 x i32>, ptr %16, align 16
  %59 = extractelement <3 x i32> %58, i64 0
  %60 = mul i32 %59, 3
  %61 = getelementptr inbounds nuw %struct.Vertex, ptr %17, i32 0, i32 1
  store i32 %60, ptr %61, align 1
  %62 = getelementptr inbounds nuw %struct.Vertex, ptr %17, i32 0, i32 2
  %63 = load <2 x float>, ptr %62, align 1
  %64 = load <4 x float>, ptr addrspace(12) @Tint, align 16
  %65 = shufflevector <4 x float> %64, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %66 = load <4 x float>, ptr addrspace(12) @Tint, align 16
  %67 = shufflevector <4 x float> %66, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %68 = call reassoc nnan ninf nsz arcp afn <2 x float> @llvm.fmuladd.v2f32(<2 x float> %63, <2 x float> %65, <2 x float> %67)
  %69 = getelementptr inbounds nuw %struct.Vertex, ptr %17, i32 0, i32 2
  store <2 x float> %68, ptr %69, align 1
  %70 = load <3 x i32>, ptr %16, align 16
  %71 = extractelement <3 x i32> %70, i64 0
  store ptr @_ZL5Verts, ptr %14, align 8
  store i32 %71, ptr %15, align 4
  %72 = load ptr, ptr %14, align 8
  %73 = load target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1), ptr %72, align 8
  %74 = load i32, ptr %15, align 4
  %75 = call noundef align 1 dereferenceable(28) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) %73, i32 %74)
  %76 = addrspacecast ptr addrspace(11) %75 to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %76, ptr align 1 %17, i64 28, i1 false)
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly nocapture, ptr noalias readonly nocapture, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1), i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0s_struct.Vertexs_12_1t(target("spirv.VulkanBuffer", [0 x %struct.Vertex], 12, 1), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1, !2}
!llvm.ident = !{!3}

!0 = !{ptr @Params.cb, ptr addrspace(12) @Axis, ptr addrspace(12) @Angle, ptr addrspace(12) @Tint}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (3)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl18RWStructuredBufferI6VertexE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!6 = distinct !{!6, !"_ZN4hlsl18RWStructuredBufferI6VertexE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!7 = !{}
!8 = !{i64 8}

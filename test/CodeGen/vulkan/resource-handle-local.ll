;; clang's HLSL front end at -O0 (local.hlsl below, clang 22, rewritten for
;; LLVM 19): every handle goes through memory. `buf` is a local copy of A
;; (an alloca of the resource class), `G` a static global initialised from
;; B at the start of main; both resolve to the variables of A and B, and
;; no other resource (no counter: nothing uses one) is declared.
;;   [[vk::binding(0, 0)]] RWStructuredBuffer<float> A;
;;   [[vk::binding(1, 0)]] RWStructuredBuffer<float> B;
;;   static RWStructuredBuffer<float> G = B;
;;   [numthreads(64, 1, 1)]
;;   void main(uint3 tid : SV_DispatchThreadID) {
;;     RWStructuredBuffer<float> buf = A;
;;     buf[tid.x] = buf[tid.x] * 2.0;
;;     G[tid.x] = G[tid.x] + 1.0;
;;   }
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; CHECK-DAG: OpName %[[#A:]] "A"
; CHECK-DAG: OpName %[[#B:]] "B"
; CHECK-DAG: OpDecorate %[[#A]] Binding 0
; CHECK-DAG: OpDecorate %[[#B]] Binding 1
; CHECK-DAG: %[[#A]] = OpVariable %[[#PT:]] StorageBuffer
; CHECK-DAG: %[[#B]] = OpVariable %[[#PT]] StorageBuffer
; CHECK-NOT: OpVariable %[[#]] StorageBuffer
; CHECK: %[[#P:]] = OpAccessChain %[[#]] %[[#A]] %[[#]] %[[#X:]]
; CHECK-NEXT: OpLoad %[[#]] %[[#P]]
; CHECK: %[[#Q:]] = OpAccessChain %[[#]] %[[#A]] %[[#]] %[[#X]]
; CHECK-NEXT: OpStore %[[#Q]]
; CHECK: %[[#R:]] = OpAccessChain %[[#]] %[[#B]] %[[#]] %[[#X]]
; CHECK-NEXT: OpLoad %[[#]] %[[#R]]
; CHECK: %[[#S:]] = OpAccessChain %[[#]] %[[#B]] %[[#]] %[[#X]]
; CHECK-NEXT: OpStore %[[#S]]
source_filename = "local.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@_ZL1A = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@_ZL1G = internal global %"class.hlsl::RWStructuredBuffer" poison, align 8

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
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca <3 x i32>, align 16
  %36 = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %37 = call token @llvm.experimental.convergence.entry()
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %17, align 8, !noalias !3
  store i32 0, ptr %18, align 4, !noalias !3
  store i32 0, ptr %19, align 4, !noalias !3
  store i32 1, ptr %20, align 4, !noalias !3
  store i32 0, ptr %21, align 4, !noalias !3
  store ptr @.str, ptr %22, align 8, !noalias !3
  store i32 0, ptr %23, align 4, !noalias !3
  store ptr %24, ptr %1, align 8
  %38 = load ptr, ptr %1, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %38, align 8
  %39 = load i32, ptr %18, align 4, !noalias !3
  %40 = load i32, ptr %19, align 4, !noalias !3
  %41 = load i32, ptr %20, align 4, !noalias !3
  %42 = load i32, ptr %21, align 4, !noalias !3
  %43 = load ptr, ptr %22, align 8, !noalias !3
  %44 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %40, i32 %39, i32 %41, i32 %42, ptr %43)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %44, ptr %24, align 8, !noalias !3
  %45 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %24, align 8, !noalias !3
  %46 = load i32, ptr %23, align 4, !noalias !3
  %47 = load i32, ptr %19, align 4, !noalias !3
  %48 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %45, i32 %46, i32 %47)
  %49 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %24, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %48, ptr %49, align 8, !noalias !3
  store ptr @_ZL1A, ptr %3, align 8
  store ptr %24, ptr %4, align 8
  %50 = load ptr, ptr %3, align 8
  %51 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %52 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %51, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %52, ptr %50, align 8
  %53 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %54 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %53, i32 0, i32 1
  %55 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %54, align 8
  %56 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %50, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %55, ptr %56, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %9, align 8, !noalias !8
  store i32 1, ptr %10, align 4, !noalias !8
  store i32 0, ptr %11, align 4, !noalias !8
  store i32 1, ptr %12, align 4, !noalias !8
  store i32 0, ptr %13, align 4, !noalias !8
  store ptr @.str.2, ptr %14, align 8, !noalias !8
  store i32 1, ptr %15, align 4, !noalias !8
  store ptr %16, ptr %2, align 8
  %57 = load ptr, ptr %2, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr %57, align 8
  %58 = load i32, ptr %10, align 4, !noalias !8
  %59 = load i32, ptr %11, align 4, !noalias !8
  %60 = load i32, ptr %12, align 4, !noalias !8
  %61 = load i32, ptr %13, align 4, !noalias !8
  %62 = load ptr, ptr %14, align 8, !noalias !8
  %63 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %59, i32 %58, i32 %60, i32 %61, ptr %62)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %63, ptr %16, align 8, !noalias !8
  %64 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %16, align 8, !noalias !8
  %65 = load i32, ptr %15, align 4, !noalias !8
  %66 = load i32, ptr %11, align 4, !noalias !8
  %67 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %64, i32 %65, i32 %66)
  %68 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %16, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %67, ptr %68, align 8, !noalias !8
  store ptr @_ZL1B, ptr %5, align 8
  store ptr %16, ptr %6, align 8
  %69 = load ptr, ptr %5, align 8
  %70 = load ptr, ptr %6, align 8, !nonnull !6, !align !7
  %71 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %70, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %71, ptr %69, align 8
  %72 = load ptr, ptr %6, align 8, !nonnull !6, !align !7
  %73 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %72, i32 0, i32 1
  %74 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %73, align 8
  %75 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %69, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %74, ptr %75, align 8
  store ptr @_ZL1G, ptr %7, align 8
  store ptr @_ZL1B, ptr %8, align 8
  %76 = load ptr, ptr %7, align 8
  %77 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %78 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %77, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %78, ptr %76, align 8
  %79 = load ptr, ptr %8, align 8, !nonnull !6, !align !7
  %80 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %79, i32 0, i32 1
  %81 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %80, align 8
  %82 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %76, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %81, ptr %82, align 8
  %83 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %84 = insertelement <3 x i32> poison, i32 %83, i64 0
  %85 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %86 = insertelement <3 x i32> %84, i32 %85, i64 1
  %87 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %88 = insertelement <3 x i32> %86, i32 %87, i64 2
  store <3 x i32> %88, ptr %35, align 16
  store ptr %36, ptr %33, align 8
  store ptr @_ZL1A, ptr %34, align 8
  %89 = load ptr, ptr %33, align 8
  %90 = load ptr, ptr %34, align 8, !nonnull !6, !align !7
  %91 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %90, align 8
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %91, ptr %89, align 8
  %92 = load ptr, ptr %34, align 8, !nonnull !6, !align !7
  %93 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %92, i32 0, i32 1
  %94 = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %93, align 8
  %95 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %89, i32 0, i32 1
  store target("spirv.VulkanBuffer", i32, 12, 1) %94, ptr %95, align 8
  %96 = load <3 x i32>, ptr %35, align 16
  %97 = extractelement <3 x i32> %96, i64 0
  store ptr %36, ptr %25, align 8
  store i32 %97, ptr %26, align 4
  %98 = load ptr, ptr %25, align 8
  %99 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %98, align 8
  %100 = load i32, ptr %26, align 4
  %101 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %99, i32 %100)
  %102 = load float, ptr addrspace(11) %101, align 4
  %103 = fmul reassoc nnan ninf nsz arcp afn float %102, 2.000000e+00
  %104 = load <3 x i32>, ptr %35, align 16
  %105 = extractelement <3 x i32> %104, i64 0
  store ptr %36, ptr %27, align 8
  store i32 %105, ptr %28, align 4
  %106 = load ptr, ptr %27, align 8
  %107 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %106, align 8
  %108 = load i32, ptr %28, align 4
  %109 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %107, i32 %108)
  store float %103, ptr addrspace(11) %109, align 4
  %110 = load <3 x i32>, ptr %35, align 16
  %111 = extractelement <3 x i32> %110, i64 0
  store ptr @_ZL1G, ptr %29, align 8
  store i32 %111, ptr %30, align 4
  %112 = load ptr, ptr %29, align 8
  %113 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %112, align 8
  %114 = load i32, ptr %30, align 4
  %115 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %113, i32 %114)
  %116 = load float, ptr addrspace(11) %115, align 4
  %117 = fadd reassoc nnan ninf nsz arcp afn float %116, 1.000000e+00
  %118 = load <3 x i32>, ptr %35, align 16
  %119 = extractelement <3 x i32> %118, i64 0
  store ptr @_ZL1G, ptr %31, align 8
  store i32 %119, ptr %32, align 4
  %120 = load ptr, ptr %31, align 8
  %121 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %120, align 8
  %122 = load i32, ptr %32, align 4
  %123 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %121, i32 %122)
  store float %117, ptr addrspace(11) %123, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.spv.thread.id.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"Debian clang version 22.1.8 (3)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 8}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: argument 0"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}

; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderStorageBufferArrayDynamicIndexing
; XFAIL: !vulkan-codegen
; resource-array-uniform.hlsl (directives, reference), written by hand in
; the shape of clang 22's -O0 output: set, binding, size and index go
; through allocas, handles are stored in and reloaded from locals.
source_filename = "resource-array-uniform.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::StructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x float], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@.str = private unnamed_addr constant [4 x i8] c"Src\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() #0 {
  %set = alloca i32, align 4
  %binding = alloca i32, align 4
  %size = alloca i32, align 4
  %index = alloca i32, align 4
  %a = alloca %"class.hlsl::StructuredBuffer", align 8
  %b = alloca %"class.hlsl::StructuredBuffer", align 8
  %out = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %tid = alloca <3 x i32>, align 16
  %gid = alloca <3 x i32>, align 16
  %1 = call token @llvm.experimental.convergence.entry()
  %2 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %3 = insertelement <3 x i32> poison, i32 %2, i64 0
  %4 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %5 = insertelement <3 x i32> %3, i32 %4, i64 1
  %6 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %7 = insertelement <3 x i32> %5, i32 %6, i64 2
  store <3 x i32> %7, ptr %tid, align 16
  %8 = call i32 @llvm.spv.group.id.i32(i32 0)
  %9 = insertelement <3 x i32> poison, i32 %8, i64 0
  %10 = call i32 @llvm.spv.group.id.i32(i32 1)
  %11 = insertelement <3 x i32> %9, i32 %10, i64 1
  %12 = call i32 @llvm.spv.group.id.i32(i32 2)
  %13 = insertelement <3 x i32> %11, i32 %12, i64 2
  store <3 x i32> %13, ptr %gid, align 16
  ; Src[gid.x]
  %14 = load <3 x i32>, ptr %gid, align 16
  %15 = extractelement <3 x i32> %14, i64 0
  store i32 0, ptr %set, align 4
  store i32 0, ptr %binding, align 4
  store i32 3, ptr %size, align 4
  store i32 %15, ptr %index, align 4
  %16 = load i32, ptr %set, align 4
  %17 = load i32, ptr %binding, align 4
  %18 = load i32, ptr %size, align 4
  %19 = load i32, ptr %index, align 4
  %20 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %16, i32 %17, i32 %18, i32 %19, ptr @.str)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %20, ptr %a, align 8
  %21 = load <3 x i32>, ptr %tid, align 16
  %22 = extractelement <3 x i32> %21, i64 0
  %23 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %a, align 8
  %24 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %23, i32 %22)
  %25 = load float, ptr addrspace(11) %24, align 4
  %26 = fmul reassoc nnan ninf nsz arcp afn float %25, 2.000000e+00
  ; Src[2 - gid.x]
  %27 = sub i32 2, %15
  store i32 %27, ptr %index, align 4
  %28 = load i32, ptr %set, align 4
  %29 = load i32, ptr %binding, align 4
  %30 = load i32, ptr %size, align 4
  %31 = load i32, ptr %index, align 4
  %32 = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 %28, i32 %29, i32 %30, i32 %31, ptr @.str)
  store target("spirv.VulkanBuffer", [0 x float], 12, 0) %32, ptr %b, align 8
  %33 = load target("spirv.VulkanBuffer", [0 x float], 12, 0), ptr %b, align 8
  %34 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %33, i32 %22)
  %35 = load float, ptr addrspace(11) %34, align 4
  %36 = fadd reassoc nnan ninf nsz arcp afn float %26, %35
  ; Out[tid.x]
  store i32 1, ptr %binding, align 4
  store i32 1, ptr %size, align 4
  store i32 0, ptr %index, align 4
  %37 = load i32, ptr %set, align 4
  %38 = load i32, ptr %binding, align 4
  %39 = load i32, ptr %size, align 4
  %40 = load i32, ptr %index, align 4
  %41 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 %37, i32 %38, i32 %39, i32 %40, ptr @.str.1)
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %41, ptr %out, align 8
  %42 = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr %out, align 8
  %43 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %42, i32 %22)
  store float %36, ptr addrspace(11) %43, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @llvm.spv.thread.id.i32(i32) #2
declare i32 @llvm.spv.group.id.i32(i32) #2
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #2
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #2

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }

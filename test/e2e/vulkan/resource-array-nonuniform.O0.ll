; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderStorageBufferArrayNonUniformIndexing
; resource-array-nonuniform.hlsl (directives, reference), written by hand in
; the shape of clang 22's -O0 output: the non-uniform index and the binding
; go through allocas, the handle through a local.
source_filename = "resource-array-nonuniform.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("spirv.VulkanBuffer", [0 x i32], 12, 1), target("spirv.VulkanBuffer", i32, 12, 1) }

@.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

define void @main() #0 {
  %set = alloca i32, align 4
  %binding = alloca i32, align 4
  %size = alloca i32, align 4
  %index = alloca i32, align 4
  %buf = alloca %"class.hlsl::RWStructuredBuffer", align 8
  %tid = alloca <3 x i32>, align 16
  %1 = call token @llvm.experimental.convergence.entry()
  %2 = call i32 @llvm.spv.thread.id.i32(i32 0)
  %3 = insertelement <3 x i32> poison, i32 %2, i64 0
  %4 = call i32 @llvm.spv.thread.id.i32(i32 1)
  %5 = insertelement <3 x i32> %3, i32 %4, i64 1
  %6 = call i32 @llvm.spv.thread.id.i32(i32 2)
  %7 = insertelement <3 x i32> %5, i32 %6, i64 2
  store <3 x i32> %7, ptr %tid, align 16
  %8 = load <3 x i32>, ptr %tid, align 16
  %9 = extractelement <3 x i32> %8, i64 0
  %10 = urem i32 %9, 4
  %11 = call i32 @llvm.spv.resource.nonuniformindex(i32 %10)
  store i32 0, ptr %set, align 4
  store i32 0, ptr %binding, align 4
  store i32 4, ptr %size, align 4
  store i32 %11, ptr %index, align 4
  %12 = load i32, ptr %set, align 4
  %13 = load i32, ptr %binding, align 4
  %14 = load i32, ptr %size, align 4
  %15 = load i32, ptr %index, align 4
  %16 = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 %12, i32 %13, i32 %14, i32 %15, ptr @.str)
  store target("spirv.VulkanBuffer", [0 x i32], 12, 1) %16, ptr %buf, align 8
  %17 = load <3 x i32>, ptr %tid, align 16
  %18 = extractelement <3 x i32> %17, i64 0
  %19 = udiv i32 %18, 4
  %20 = mul i32 %18, 3
  %21 = add i32 %20, 1
  %22 = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %buf, align 8
  %23 = call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %22, i32 %19)
  store i32 %21, ptr addrspace(11) %23, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @llvm.spv.thread.id.i32(i32) #2
declare i32 @llvm.spv.resource.nonuniformindex(i32) #2
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #2

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }

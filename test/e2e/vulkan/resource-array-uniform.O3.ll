; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderStorageBufferArrayDynamicIndexing
; XFAIL: !vulkan-codegen
; resource-array-uniform.hlsl (directives, reference), written by hand in
; the shape of clang 22's -O3 output (clang 22 crashes on resource arrays).
source_filename = "resource-array-uniform.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Src\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() local_unnamed_addr #0 {
  %1 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %2 = tail call i32 @llvm.spv.group.id.i32(i32 0)
  %3 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 3, i32 %2, ptr nonnull @.str)
  %4 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %3, i32 %1)
  %5 = load float, ptr addrspace(11) %4, align 4
  %6 = sub i32 2, %2
  %7 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 3, i32 %6, ptr nonnull @.str)
  %8 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %7, i32 %1)
  %9 = load float, ptr addrspace(11) %8, align 4
  %10 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %5, float 2.000000e+00, float %9)
  %11 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.1)
  %12 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %11, i32 %1)
  store float %10, ptr addrspace(11) %12, align 4
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32) #1
declare i32 @llvm.spv.group.id.i32(i32) #1
declare float @llvm.fmuladd.f32(float, float, float) #1
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #1
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #1
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #1
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

; RUN: %e2e-vk %s
; REQUIRES: vulkan, vk-shaderStorageBufferArrayNonUniformIndexing
; resource-array-nonuniform.hlsl (directives, reference), written by hand
; in the shape of clang 22's -O3 output (clang 22 crashes on resource arrays).
source_filename = "resource-array-nonuniform.hlsl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

define void @main() local_unnamed_addr #0 {
  %1 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %2 = and i32 %1, 3
  %3 = tail call i32 @llvm.spv.resource.nonuniformindex(i32 %2)
  %4 = tail call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 4, i32 %3, ptr nonnull @.str)
  %5 = lshr i32 %1, 2
  %6 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %4, i32 %5)
  %7 = mul i32 %1, 3
  %8 = add i32 %7, 1
  store i32 %8, ptr addrspace(11) %6, align 4
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32) #1
declare i32 @llvm.spv.resource.nonuniformindex(i32) #1
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr) #1
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

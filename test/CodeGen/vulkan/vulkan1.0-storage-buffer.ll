;; vulkan1.0 means SPIR-V 1.0, where the StorageBuffer storage class needs
;; SPV_KHR_storage_buffer_storage_class: without it the error names the option
;; that enables it; with it the shader validates for Vulkan 1.0.
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: llc-spirv --spirv-ext=+SPV_KHR_storage_buffer_storage_class %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.0 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; ERR: llc-spirv: error: {{.*}}vulkan1.0-storage-buffer.ll:[[#@LINE+15]]: in @main: {{.*}}: StorageBuffer needs SPIR-V 1.3 or extension SPV_KHR_storage_buffer_storage_class, but spirv-unknown-vulkan1.0-compute allows at most 1.0; enable it with --spirv-ext=+SPV_KHR_storage_buffer_storage_class
; CHECK-DAG: OpExtension "SPV_KHR_storage_buffer_storage_class"
; CHECK-DAG: OpVariable %[[#]] StorageBuffer
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.0-compute"
@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1
@.str2 = private unnamed_addr constant [4 x i8] c"out\00", align 1
declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
@sh = internal addrspace(3) global [8 x i32] poison, align 4
declare void @llvm.spv.group.memory.barrier.with.group.sync()
define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %v = load i32, ptr addrspace(11) %p
  %g = getelementptr inbounds [8 x i32], ptr addrspace(3) @sh, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %g
  call void @llvm.spv.group.memory.barrier.with.group.sync()
  %o = xor i32 %tid, 1
  %g2 = getelementptr i8, ptr addrspace(3) @sh, i32 %o
  %g3 = getelementptr i8, ptr addrspace(3) %g2, i32 %o
  %g4 = getelementptr i8, ptr addrspace(3) %g3, i32 %o
  %g5 = getelementptr i8, ptr addrspace(3) %g4, i32 %o
  %w = load i32, ptr addrspace(3) %g5
  store i32 %w, ptr addrspace(11) %p
  ret void
}

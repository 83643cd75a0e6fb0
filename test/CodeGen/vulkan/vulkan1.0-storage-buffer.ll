;; vulkan1.0 means SPIR-V 1.0, which has no StorageBuffer storage class:
;; without SPV_KHR_storage_buffer_storage_class a storage buffer is a Uniform
;; variable whose struct is decorated BufferBlock (as glslang and DXC write
;; them for Vulkan 1.0), still writable; a read-only one is NonWritable; a
;; uniform buffer of the same type keeps a Block struct of its own. With the
;; extension the buffers are StorageBuffer variables of Block structs.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.0 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv --spirv-ext=+SPV_KHR_storage_buffer_storage_class %s -o %t.ext.spv
; RUN: spirv-val --target-env vulkan1.0 %t.ext.spv
; RUN: spirv-dis --raw-id --no-header %t.ext.spv | FileCheck %s --check-prefix=EXT
;; Vulkan 1.1 (SPIR-V 1.3) has the class
; RUN: sed 's/vulkan1.0/vulkan1.1/' %s > %t.11.ll
; RUN: llc-spirv %t.11.ll -o %t.11.spv
; RUN: spirv-val --target-env vulkan1.1 %t.11.spv
; RUN: spirv-dis --raw-id --no-header %t.11.spv | FileCheck %s --check-prefix=EXT

; CHECK-NOT: OpExtension
; CHECK-NOT: StorageBuffer
; CHECK-DAG: OpDecorate %[[#SSBO:]] BufferBlock
; CHECK-DAG: OpDecorate %[[#RO:]] BufferBlock
; CHECK-DAG: OpDecorate %[[#UBO:]] Block
; CHECK-DAG: OpDecorate %[[#ROVAR:]] NonWritable
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SSBO]] = OpTypeStruct %[[#RT:]]
; CHECK-DAG: %[[#RT]] = OpTypeRuntimeArray %[[#U32]]
; CHECK-DAG: %[[#UBO]] = OpTypeStruct %[[#ARR:]]
; CHECK-DAG: %[[#RO]] = OpTypeStruct %[[#ARR]]
; CHECK-DAG: %[[#BUF:]] = OpVariable %[[#]] Uniform
; CHECK-DAG: %[[#ROVAR]] = OpVariable %[[#]] Uniform
; CHECK-DAG: %[[#PU:]] = OpTypePointer Uniform %[[#U32]]
; CHECK: OpIAdd
; CHECK: %[[#P:]] = OpAccessChain %[[#PU]] %[[#BUF]] %[[#]] %[[#]]
; CHECK-NEXT: OpStore %[[#P]] %[[#]]
; CHECK: OpAtomicIAdd %[[#U32]] %[[#]] %[[#]] %[[#]] %[[#]]

; EXT-DAG: OpDecorate %[[#SSBO:]] Block
; EXT-DAG: OpDecorate %[[#ROVAR:]] NonWritable
; EXT-NOT: BufferBlock
; EXT-DAG: %[[#SSBO]] = OpTypeStruct %[[#]]
; EXT-DAG: %[[#ROVAR]] = OpVariable %[[#]] StorageBuffer
; EXT-DAG: %[[#]] = OpVariable %[[#]] Uniform
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.0-compute"
@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1
@.str2 = private unnamed_addr constant [4 x i8] c"out\00", align 1
declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare target("spirv.VulkanBuffer", [4 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.ro(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.ro(target("spirv.VulkanBuffer", [4 x <4 x i32>], 12, 0), i32)
declare target("spirv.VulkanBuffer", [4 x <4 x i32>], 2, 0) @llvm.spv.resource.handlefrombinding.ubo(i32, i32, i32, i32, ptr)
declare ptr addrspace(2) @llvm.spv.resource.getpointer.ubo(target("spirv.VulkanBuffer", [4 x <4 x i32>], 2, 0), i32)
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
  %hr = call target("spirv.VulkanBuffer", [4 x <4 x i32>], 12, 0) @llvm.spv.resource.handlefrombinding.ro(i32 0, i32 1, i32 1, i32 0, ptr @.str2)
  %pr = call ptr addrspace(11) @llvm.spv.resource.getpointer.ro(target("spirv.VulkanBuffer", [4 x <4 x i32>], 12, 0) %hr, i32 1)
  %r = load i32, ptr addrspace(11) %pr
  %hu = call target("spirv.VulkanBuffer", [4 x <4 x i32>], 2, 0) @llvm.spv.resource.handlefrombinding.ubo(i32 0, i32 2, i32 1, i32 0, ptr @.str2)
  %pu = call ptr addrspace(2) @llvm.spv.resource.getpointer.ubo(target("spirv.VulkanBuffer", [4 x <4 x i32>], 2, 0) %hu, i32 2)
  %u = load i32, ptr addrspace(2) %pu
  %s1 = add i32 %w, %r
  %s2 = add i32 %s1, %u
  store i32 %s2, ptr addrspace(11) %p
  %old = atomicrmw add ptr addrspace(11) %p, i32 1 monotonic
  ret void
}

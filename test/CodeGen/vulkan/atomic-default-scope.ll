;; An atomic or fence without a syncscope is for the whole system. The
;; Kernel environment says CrossDevice; Vulkan allows no memory scope wider
;; than Device (VUID-StandaloneSpirv-None-04638), so the Shader environment's
;; widest scope is Device (this used to be an internal error: the module
;; spirv-val rejected). An explicit syncscope keeps its own scope.
;;   [[vk::binding(0, 0)]] RWStructuredBuffer<uint> Buf;
;;   [numthreads(64, 1, 1)] void main(uint3 tid : SV_DispatchThreadID)
;;   { uint old; InterlockedAdd(Buf[tid.x], 1, old); ... }
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DEVICE:]] = OpConstant %[[#UINT]] 1
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#UINT]] 2
; CHECK-DAG: %[[#RELAXED:]] = OpConstant %[[#UINT]] 0
; CHECK: %[[#OLD:]] = OpAtomicIAdd %[[#UINT]] %[[#]] %[[#DEVICE]] %[[#RELAXED]] %[[#DEVICE]]
; CHECK: OpAtomicIAdd %[[#UINT]] %[[#]] %[[#WG]] %[[#RELAXED]] %[[#OLD]]
; CHECK: OpMemoryBarrier %[[#DEVICE]] %[[#]]
; CHECK: OpAtomicExchange %[[#UINT]] %[[#]] %[[#DEVICE]] %[[#RELAXED]] %[[#]]
; CHECK: OpReturn

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %old = atomicrmw add ptr addrspace(11) %p, i32 1 monotonic
  %q = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 0)
  %sum = atomicrmw add ptr addrspace(11) %q, i32 %old syncscope("workgroup") monotonic
  fence release
  %x = atomicrmw xchg ptr addrspace(11) %p, i32 7 monotonic
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

;; Ordered atomics and fences in a Vulkan shader. Vulkan forbids
;; SequentiallyConsistent semantics (VUID-StandaloneSpirv-MemorySemantics-10866,
;; checked by newer validators, under the GLSL450 memory model too), so seq_cst
;; is the strongest ordering each instruction may have: AcquireRelease for a
;; read-modify-write and a fence, Acquire for a load and for a compare-exchange's
;; failure, Release for a store. An ordered semantics must also name the
;; storage class it orders (-10870): UniformMemory for a storage buffer,
;; WorkgroupMemory for groupshared memory; a fence has no pointer and orders
;; all three of buffer, workgroup and image memory. Both used to be modules
;; the newer spirv-val rejects.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: %if spirv-val-new %{ %spirv-val-new --target-env vulkan1.3 %t.spv %}
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DEVICE:]] = OpConstant %[[#UINT]] 1
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#UINT]] 2
;; AcquireRelease (0x8) | UniformMemory (0x40)
; CHECK-DAG: %[[#ARU:]] = OpConstant %[[#UINT]] 72
;; Acquire (0x2) | UniformMemory
; CHECK-DAG: %[[#AU:]] = OpConstant %[[#UINT]] 66
;; Release (0x4) | UniformMemory
; CHECK-DAG: %[[#RU:]] = OpConstant %[[#UINT]] 68
;; AcquireRelease | WorkgroupMemory (0x100)
; CHECK-DAG: %[[#ARW:]] = OpConstant %[[#UINT]] 264
;; AcquireRelease | UniformMemory | WorkgroupMemory | ImageMemory (0x800)
; CHECK-DAG: %[[#ARALL:]] = OpConstant %[[#UINT]] 2376
;; Acquire | UniformMemory | WorkgroupMemory | ImageMemory
; CHECK-DAG: %[[#AALL:]] = OpConstant %[[#UINT]] 2370
; CHECK-NOT: OpConstant %[[#UINT]] 16{{$}}
; CHECK: OpAtomicIAdd %[[#UINT]] %[[#]] %[[#DEVICE]] %[[#ARU]] %[[#]]
; CHECK: OpAtomicExchange %[[#UINT]] %[[#]] %[[#DEVICE]] %[[#ARU]] %[[#]]
; CHECK: OpAtomicLoad %[[#UINT]] %[[#]] %[[#DEVICE]] %[[#AU]]
; CHECK: OpAtomicStore %[[#]] %[[#DEVICE]] %[[#RU]] %[[#]]
; CHECK: OpAtomicCompareExchange %[[#UINT]] %[[#]] %[[#DEVICE]] %[[#ARU]] %[[#AU]] %[[#]] %[[#]]
; CHECK: OpAtomicIAdd %[[#UINT]] %[[#]] %[[#WG]] %[[#ARW]] %[[#]]
; CHECK: OpMemoryBarrier %[[#DEVICE]] %[[#ARALL]]
; CHECK: OpMemoryBarrier %[[#WG]] %[[#AALL]]
; CHECK: OpReturn

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"
@shared = internal addrspace(3) global i32 0, align 4

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  %a = atomicrmw add ptr addrspace(11) %p, i32 1 seq_cst
  %b = atomicrmw xchg ptr addrspace(11) %p, i32 %a acq_rel
  %c = load atomic i32, ptr addrspace(11) %p seq_cst, align 4
  store atomic i32 %c, ptr addrspace(11) %p seq_cst, align 4
  %d = cmpxchg ptr addrspace(11) %p, i32 %b, i32 5 seq_cst seq_cst
  %e = atomicrmw add ptr addrspace(3) @shared, i32 1 syncscope("workgroup") seq_cst
  fence seq_cst
  fence syncscope("workgroup") acquire
  ret void
}

declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

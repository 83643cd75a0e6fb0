;; The smallest compute shader: an entry point with its workgroup size, the
;; thread id as a BuiltIn input, a read-only and a writable storage buffer
;; from llvm.spv.resource.handlefrombinding, elements reached with
;; llvm.spv.resource.getpointer. Logical addressing, GLSL450 memory model, no
;; Linkage; vulkan1.3 fixes SPIR-V 1.6, so the interface lists every global.
;;   [[vk::binding(0, 0)]] StructuredBuffer<float> In;
;;   [[vk::binding(1, 0)]] RWStructuredBuffer<float> Out;
;;   [numthreads(64, 1, 1)] void main(uint3 tid : SV_DispatchThreadID)
;;   { Out[tid.x] = In[tid.x] * 2.0; }
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpCapability Shader
; CHECK-NOT: OpCapability Linkage
; CHECK: OpMemoryModel Logical GLSL450
; CHECK: OpEntryPoint GLCompute %[[#MAIN:]] "main" %[[#IN:]] %[[#OUT:]] %[[#TID:]]
; CHECK: OpExecutionMode %[[#MAIN]] LocalSize 64 1 1
; CHECK-DAG: OpDecorate %[[#TID]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#IN]] DescriptorSet 0
; CHECK-DAG: OpDecorate %[[#IN]] Binding 0
; CHECK-DAG: OpDecorate %[[#IN]] NonWritable
; CHECK-DAG: OpDecorate %[[#OUT]] DescriptorSet 0
; CHECK-DAG: OpDecorate %[[#OUT]] Binding 1
; CHECK-DAG: OpDecorate %[[#BLOCK:]] Block
; CHECK-DAG: OpMemberDecorate %[[#BLOCK]] 0 Offset 0
; CHECK-DAG: OpDecorate %[[#RTA:]] ArrayStride 4
; CHECK-DAG: %[[#FLOAT:]] = OpTypeFloat 32
; CHECK-DAG: %[[#RTA]] = OpTypeRuntimeArray %[[#FLOAT]]
; CHECK-DAG: %[[#BLOCK]] = OpTypeStruct %[[#RTA]]
; CHECK-DAG: %[[#PSB:]] = OpTypePointer StorageBuffer %[[#BLOCK]]
; CHECK-DAG: %[[#IN]] = OpVariable %[[#PSB]] StorageBuffer
; CHECK-DAG: %[[#OUT]] = OpVariable %[[#PSB]] StorageBuffer
; CHECK-DAG: %[[#PF:]] = OpTypePointer StorageBuffer %[[#FLOAT]]
; CHECK: %[[#X:]] = OpCompositeExtract %[[#]] %[[#]] 0
; CHECK: %[[#P:]] = OpAccessChain %[[#PF]] %[[#IN]] %[[#]] %[[#X]]
; CHECK: %[[#V:]] = OpLoad %[[#FLOAT]] %[[#P]]
; CHECK: %[[#W:]] = OpFMul %[[#FLOAT]] %[[#V]]
; CHECK: %[[#Q:]] = OpAccessChain %[[#PF]] %[[#OUT]] %[[#]] %[[#X]]
; CHECK: OpStore %[[#Q]] %[[#W]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [3 x i8] c"In\00"
@.str.1 = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
  %in = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %out = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %in, i32 %tid)
  %v = load float, ptr addrspace(11) %p, align 4
  %w = fmul float %v, 2.0
  %q = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %out, i32 %tid)
  store float %w, ptr addrspace(11) %q, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

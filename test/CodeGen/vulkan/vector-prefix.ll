;; clang -O3 narrows a float4 buffer element it only partly uses to a
;; <3 x float> load or store at the element's address. Logical addressing
;; cannot reinterpret the element, and OpBitcast between a 4- and a 3-lane
;; vector is invalid: the access goes lane by lane through access chains into
;; the vector (a load builds the value with OpCompositeConstruct, a store
;; writes three components and leaves the fourth alone).
;;   StructuredBuffer<float4> In; RWStructuredBuffer<float4> Out;
;;   Out[i].xyz = In[i].xyz * 2;
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-NOT: OpBitcast
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#F32]] 3
; CHECK-DAG: %[[#PF:]] = OpTypePointer StorageBuffer %[[#F32]]
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#U32]] 0
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#U32]] 1
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#U32]] 2
; CHECK: %[[#A0:]] = OpAccessChain %[[#PF]] %[[#IN:]] %[[#C0]] %[[#I:]] %[[#C0]]
; CHECK-NEXT: %[[#X0:]] = OpLoad %[[#F32]] %[[#A0]]
; CHECK-NEXT: %[[#A1:]] = OpAccessChain %[[#PF]] %[[#IN]] %[[#C0]] %[[#I]] %[[#C1]]
; CHECK-NEXT: %[[#X1:]] = OpLoad %[[#F32]] %[[#A1]]
; CHECK-NEXT: %[[#A2:]] = OpAccessChain %[[#PF]] %[[#IN]] %[[#C0]] %[[#I]] %[[#C2]]
; CHECK-NEXT: %[[#X2:]] = OpLoad %[[#F32]] %[[#A2]]
; CHECK-NEXT: %[[#V:]] = OpCompositeConstruct %[[#V3]] %[[#X0]] %[[#X1]] %[[#X2]]
; CHECK-NEXT: %[[#W:]] = OpFMul %[[#V3]] %[[#V]]
; CHECK-NEXT: %[[#W0:]] = OpCompositeExtract %[[#F32]] %[[#W]] 0
; CHECK-NEXT: %[[#B0:]] = OpAccessChain %[[#PF]] %[[#OUT:]] %[[#C0]] %[[#I]] %[[#C0]]
; CHECK-NEXT: OpStore %[[#B0]] %[[#W0]]
; CHECK-NEXT: %[[#W1:]] = OpCompositeExtract %[[#F32]] %[[#W]] 1
; CHECK-NEXT: %[[#B1:]] = OpAccessChain %[[#PF]] %[[#OUT]] %[[#C0]] %[[#I]] %[[#C1]]
; CHECK-NEXT: OpStore %[[#B1]] %[[#W1]]
; CHECK-NEXT: %[[#W2:]] = OpCompositeExtract %[[#F32]] %[[#W]] 2
; CHECK-NEXT: %[[#B2:]] = OpAccessChain %[[#PF]] %[[#OUT]] %[[#C0]] %[[#I]] %[[#C2]]
; CHECK-NEXT: OpStore %[[#B2]] %[[#W2]]
; CHECK-NEXT: OpReturn

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

define void @main() #0 {
  %in = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %out = call target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) %in, i32 %tid)
  %v = load <3 x float>, ptr addrspace(11) %p, align 16
  %w = fmul <3 x float> %v, <float 2.0, float 2.0, float 2.0>
  %q = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) %out, i32 %tid)
  store <3 x float> %w, ptr addrspace(11) %q, align 16
  ret void
}

declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_0t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0v4f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_0t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), i32)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0v4f32_12_1t(target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

;; A pointer phi whose incoming value is another pointer phi, as LLVM's
;; structurizer leaves them (a Flow block carries the pointer with undef on
;; the other edge). Both stand for elements of the same buffer: the path of
;; the inner phi keeps its member index (the buffer block's member 0) marked
;; as a constant, so the outer phi has the same shape and only the array
;; index becomes an OpPhi; no variable pointers are needed.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-NOT: VariablePointers
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#U32]] 0
; CHECK: %[[#J:]] = OpIAdd %[[#U32]] %[[#I:]] %[[#]]
; CHECK: %[[#FLOW:]] = OpLabel
; CHECK-NEXT: %[[#Q:]] = OpPhi %[[#U32]] %[[#]] %[[#]] %[[#J]] %[[#]]
; CHECK: %[[#R:]] = OpPhi %[[#U32]] %[[#Q]] %[[#FLOW]] %[[#I]] %[[#]]
; CHECK-NEXT: OpAccessChain %[[#]] %[[#]] %[[#C0]] %[[#R]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"

define void @main() #0 {
entry:
  %in = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %out = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %i = call i32 @llvm.spv.thread.id.i32(i32 0)
  %odd = trunc i32 %i to i1
  br i1 %odd, label %a, label %flow

a:
  %j = add i32 %i, 1
  %p1 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %in, i32 %j)
  br label %flow

flow:
  %q = phi ptr addrspace(11) [ %p1, %a ], [ undef, %entry ]
  %done = phi i1 [ true, %a ], [ false, %entry ]
  br i1 %done, label %join, label %b

b:
  %p2 = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %in, i32 %i)
  br label %join

join:
  %r = phi ptr addrspace(11) [ %q, %flow ], [ %p2, %b ]
  %v = load float, ptr addrspace(11) %r, align 4
  %o = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %out, i32 %i)
  store float %v, ptr addrspace(11) %o, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

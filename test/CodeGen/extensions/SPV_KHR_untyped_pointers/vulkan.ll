;; In the Vulkan environment SPV_KHR_untyped_pointers is accepted and has no
;; effect: shaders keep typed pointers and typed access chains into their
;; explicitly laid out resources (as LLVM's backend, whose untyped pointers
;; are for the compute path only), so the module is the one without it.
; RUN: llc-spirv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: llc-spirv %s -o %t.off.spv
; RUN: cmp %t.spv %t.off.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-NOT: UntypedPointersKHR
; CHECK-NOT: OpExtension
; CHECK: OpTypePointer StorageBuffer
; CHECK-NOT: OpTypeUntypedPointerKHR
; CHECK: OpAccessChain
; CHECK-NOT: OpUntyped



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

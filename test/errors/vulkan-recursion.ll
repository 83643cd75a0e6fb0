;; Vulkan forbids recursion (VUID-StandaloneSpirv-None-04634: entry points
;; may not have a call graph with cycles): a clear error at the call that
;; closes the cycle, not an internal error from the validator.
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: llc-spirv: error: {{.*}}vulkan-recursion.ll:[[#@LINE+16]]: in @f: %v = call i32 @f(i32 %m): recursion (@f calls @f, which is already on the call stack) is not supported for spirv-unknown-vulkan1.3-compute: Vulkan forbids cycles in the call graph
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan1.3-compute"
@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1
@.str2 = private unnamed_addr constant [4 x i8] c"out\00", align 1
declare i32 @llvm.spv.thread.id.i32(i32) #8
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)
attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
define internal i32 @f(i32 %n) noinline {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %z, label %r
z:
  ret i32 1
r:
  %m = sub i32 %n, 1
  %v = call i32 @f(i32 %m)
  %w = mul i32 %v, %n
  ret i32 %w
}
define void @main() #0 {
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %v = call i32 @f(i32 %tid)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %tid)
  store i32 %v, ptr addrspace(11) %p
  ret void
}

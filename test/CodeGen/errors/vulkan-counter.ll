;; Resource counters that have no lowering: the counter of one element of
;; an array of buffers (one counter per element would need an array of
;; counters the IR does not describe), and updatecounter with a step that
;; is not a constant (HLSL only ever steps by 1 or -1).
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ARR
; RUN: not test -e %t.spv
; RUN: sed -e 's/i32 4, i32 [%]tid, ptr null/i32 1, i32 0, ptr null/' %s > %t.ll
; RUN: not llc-spirv %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=STEP
; RUN: not test -e %t.spv

; ARR: llc-spirv: error: {{.*}}vulkan-counter.ll:[[#@LINE+8]]: in @main: %c = call {{.*}}: the counter of an element of a resource array is not supported for spirv-unknown-vulkan1.3-compute
; STEP: llc-spirv: error: {{.*}}.ll:[[#@LINE+8]]: in @main: %n = call {{.*}}: llvm.spv.resource.updatecounter with a run-time step is not supported for spirv-unknown-vulkan1.3-compute
target triple = "spirv-unknown-vulkan1.3-compute"

define void @main() #0 {
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %s = trunc i32 %tid to i8
  %h = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 4, i32 %tid, ptr null)
  %c = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 1, i32 0)
  %n = call i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1) %c, i8 %s)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %h, i32 %n)
  store i32 %tid, ptr addrspace(11) %p
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding.tspirv.VulkanBuffer_i32_12_1t.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32, i32)
declare i32 @llvm.spv.resource.updatecounter.tspirv.VulkanBuffer_i32_12_1t(target("spirv.VulkanBuffer", i32, 12, 1), i8)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="64,1,1" }

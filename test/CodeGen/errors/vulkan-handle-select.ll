;; A run-time choice between two different resources (not elements of one
;; resource array) has no Vulkan form: a descriptor is chosen by its
;; binding. clang -O3 makes this select of `cond ? A : B`; the error names
;; its line. A handle loaded from a global that two different resources were
;; stored to is the same choice made through memory.
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: sed -e 's/^  %h = select.*/  %h = load target("spirv.VulkanBuffer", [0 x float], 12, 1), ptr @G/' %s > %t.ll
; RUN: not llc-spirv %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MEM
; RUN: not test -e %t.spv

; ERR: llc-spirv: error: {{.*}}vulkan-handle-select.ll:[[#@LINE+19]]: in @main: %h = select i1 %c, {{.*}}: a select between different resources (other than elements of one resource array) is not supported for spirv-unknown-vulkan1.3-compute
; MEM: llc-spirv: error: {{.*}}.ll:[[#@LINE+18]]: in @main: %h = load {{.*}}: a resource handle loaded from memory that does not always hold the same resource is not supported for spirv-unknown-vulkan1.3-compute
target triple = "spirv-unknown-vulkan1.3-compute"

@G = internal global target("spirv.VulkanBuffer", [0 x float], 12, 1) poison

define void @main() #0 {
  %a = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %b = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %x, label %y
x:
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %a, ptr @G
  br label %m
y:
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) %b, ptr @G
  br label %m
m:
  %h = select i1 %c, target("spirv.VulkanBuffer", [0 x float], 12, 1) %a, target("spirv.VulkanBuffer", [0 x float], 12, 1) %b
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %h, i32 %tid)
  store float 1.0, ptr addrspace(11) %p
  call void @other()
  ret void
}

define internal void @other() {
  store target("spirv.VulkanBuffer", [0 x float], 12, 1) poison, ptr @G
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="64,1,1" }

;; A float atomicrmw under logical addressing without the extension of its
;; instruction: the compare-and-swap fallback would have to reach the float
;; as an i32, which typed access chains cannot, so the error names the
;; missing --spirv-ext (it used to say "an access to i32 at byte offset 0 of
;; float"). With the extension the module is valid.
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: not test -e %t.spv
; RUN: sed 's/atomicrmw fadd/atomicrmw fmax/' %s > %t.max.ll
; RUN: not llc-spirv %t.max.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MAX
; RUN: llc-spirv --spirv-ext=+SPV_EXT_shader_atomic_float_add %s -o %t.ok.spv
; RUN: spirv-val --target-env vulkan1.3 %t.ok.spv
; RUN: llc-spirv --spirv-ext=+SPV_EXT_shader_atomic_float_min_max %t.max.ll -o %t.ok.spv
; RUN: spirv-val --target-env vulkan1.3 %t.ok.spv

; ADD: llc-spirv: error: {{.*}}vulkan-atomic-float.ll:[[#@LINE+11]]: in @main: {{.*}}: atomicrmw fadd on float is not supported for spirv-unknown-vulkan1.3-compute without --spirv-ext=+SPV_EXT_shader_atomic_float_add{{$}}
; MAX: llc-spirv: error: {{.*}}.max.ll:[[#@LINE+10]]: in @main: {{.*}}: atomicrmw fmax on float is not supported for spirv-unknown-vulkan1.3-compute without --spirv-ext=+SPV_EXT_shader_atomic_float_min_max{{$}}

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() #0 {
  %h = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %t = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %h, i32 %t)
  %r = atomicrmw fadd ptr addrspace(11) %p, float 1.0 monotonic, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }

;; A math intrinsic that GLSL.std.450 has no instruction for and that is not
;; open-coded (llvm.exp10; llvm.round, whose halfway cases GLSL's Round leaves
;; to the implementation) is refused in the Vulkan environment with the
;; intrinsic's name (the message used to be "this intrinsic in this
;; environment"). llvm.log10 and llvm.copysign are open-coded
;; (CodeGen/vulkan/log10-copysign.ll).
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=LOG
; RUN: not test -e %t.spv
; RUN: sed -e 's/@llvm.exp10.f32(float %%x)/@llvm.round.f32(float %%x)/' \
; RUN:     -e 's/@llvm.exp10.f32(float)/@llvm.round.f32(float)/' %s > %t.cs.ll
; RUN: not llc-spirv %t.cs.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CS

; LOG: llc-spirv: error: {{.*}}vulkan-math-unavailable.ll:[[#@LINE+12]]: in @main: {{.*}}: llvm.exp10.f32 in the Vulkan environment is not supported for spirv-unknown-vulkan1.3-compute{{$}}
; CS: llc-spirv: error: {{.*}}.cs.ll:[[#@LINE+11]]: in @main: {{.*}}: llvm.round.f32 in the Vulkan environment is not supported for spirv-unknown-vulkan1.3-compute{{$}}

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() #0 {
  %h = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %t = call i32 @llvm.spv.thread.id.i32(i32 0)
  %i = uitofp i32 %t to float
  %x = fmul float %i, 5.000000e-01
  %y = call float @llvm.exp10.f32(float %x)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %h, i32 %t)
  store float %y, ptr addrspace(11) %p, align 4
  ret void
}

declare float @llvm.exp10.f32(float)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }

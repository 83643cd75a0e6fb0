;; SPV_KHR_float_controls2 in a Vulkan compute shader: there FPFastMathMode is
;; enabled by FloatControls2 alone (no Kernel), so fast-math flags become
;; decorations only with the extension; without it they are left out, as
;; before.
; REQUIRES: spirv-val-new
; RUN: llc-spirv --spirv-ext=+SPV_KHR_float_controls2 %s -o %t.spv
; RUN: %spirv-val-new --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv %s -o %t0.spv
; RUN: spirv-val --target-env vulkan1.3 %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability FloatControls2
; CHECK-DAG: OpExtension "SPV_KHR_float_controls2"
; CHECK-DAG: OpDecorate %[[#M:]] FPFastMathMode NotNaN|NotInf|NSZ|AllowRecip|AllowContract|AllowReassoc|AllowTransform{{$}}
; CHECK-DAG: OpDecorate %[[#S:]] FPFastMathMode AllowContract{{$}}
; CHECK: %[[#M]] = OpFMul
; CHECK-NEXT: %[[#S]] = OpFAdd

; OFF-NOT: FloatControls2
; OFF-NOT: FPFastMathMode
; OFF: OpFMul

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %h, i32 %tid)
  %a = load float, ptr addrspace(11) %p, align 4
  %m = fmul fast float %a, %a
  %s = fadd contract float %m, %a
  store float %s, ptr addrspace(11) %p, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }

;; SPV_KHR_fma in a Vulkan compute shader: llvm.fma becomes OpFmaKHR, which
;; must be fused, where GLSL.std.450 Fma need not be; llvm.fmuladd allows
;; either and stays Fma. Without the extension both are Fma.
; REQUIRES: spirv-val-new
; RUN: llc-spirv --spirv-ext=+SPV_KHR_fma %s -o %t.spv
; RUN: %spirv-val-new --target-env vulkan1.3 %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv %s -o %t0.spv
; RUN: spirv-val --target-env vulkan1.3 %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability FMAKHR
; CHECK-DAG: OpExtension "SPV_KHR_fma"
; CHECK-DAG: %[[#GLSL:]] = OpExtInstImport "GLSL.std.450"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK: %[[#A:]] = OpLoad %[[#F32]] %[[#]]
; CHECK-NEXT: %[[#X:]] = OpFmaKHR %[[#F32]] %[[#A]] %[[#A]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#GLSL]] Fma %[[#X]] %[[#A]] %[[#A]]

; OFF-NOT: OpExtension
; OFF-NOT: FMAKHR
; OFF-DAG: %[[#GLSL:]] = OpExtInstImport "GLSL.std.450"
; OFF-DAG: %[[#F32:]] = OpTypeFloat 32
; OFF: %[[#A:]] = OpLoad %[[#F32]] %[[#]]
; OFF-NEXT: %[[#X:]] = OpExtInst %[[#F32]] %[[#GLSL]] Fma %[[#A]] %[[#A]] %[[#A]]
; OFF-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#GLSL]] Fma %[[#X]] %[[#A]] %[[#A]]

target triple = "spirv-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %h, i32 %tid)
  %a = load float, ptr addrspace(11) %p, align 4
  %x = call float @llvm.fma.f32(float %a, float %a, float %a)
  %y = call float @llvm.fmuladd.f32(float %x, float %a, float %a)
  store float %y, ptr addrspace(11) %p, align 4
  ret void
}

declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32)
declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }

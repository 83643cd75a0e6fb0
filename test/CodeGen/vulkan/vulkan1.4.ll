;; The Vulkan 1.4 OS (LLVM's triple parser reads any vulkanX.Y): Vulkan 1.4
;; adds no SPIR-V version, so it is the Shader environment at SPIR-V 1.6, as
;; vulkan1.3. SPIRV-Tools 2023.1 has no vulkan1.4 environment; the in-process
;; check and the system validator use 1.3's rules, the newer one its own.
; RUN: sed 's/vulkan1.3-compute/vulkan1.4-compute/' %S/compute-buffer.ll > %t.ll
; RUN: llc-spirv %t.ll -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: %if spirv-val-new %{ %spirv-val-new --target-env vulkan1.4 %t.spv %}
; RUN: spirv-dis %t.spv | FileCheck %s

; CHECK: Version: 1.6
; CHECK: OpCapability Shader
; CHECK: OpMemoryModel Logical GLSL450
; CHECK: OpEntryPoint GLCompute

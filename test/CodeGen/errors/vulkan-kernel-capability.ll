;; The Vulkan environment has a list of the capabilities a shader module may
;; declare (target.c). OpenCL's work_group_reduce_add lowers to OpGroupIAdd,
;; whose capability Groups Vulkan allows only through SPV_AMD_shader_ballot:
;; without it the call is a clear error naming the instruction, not a module
;; spirv-val rejects; with it the extension is declared even though SPIR-V 1.5
;; has the instruction. The Kernel environment takes the same code as it is.
; RUN: rm -f %t.spv
; RUN: not llc-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: llc-spirv --spirv-ext=+SPV_AMD_shader_ballot %s -o %t.amd.spv
; RUN: spirv-val --target-env vulkan1.2 %t.amd.spv
; RUN: spirv-dis --raw-id --no-header %t.amd.spv | FileCheck %s --check-prefix=AMD
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.cl.spv
; RUN: spirv-val %t.cl.spv

; ERR: llc-spirv: error: {{.*}}vulkan-kernel-capability.ll:[[#@LINE+11]]: in @main: %b = call spir_func i32 @_Z21work_group_reduce_addi(i32 %x): OpGroupIAdd needs capability Groups, which is not available for spirv-unknown-vulkan1.2-compute (the Vulkan environment allows capability Groups only with extension SPV_AMD_shader_ballot: enable it with --spirv-ext=+SPV_AMD_shader_ballot)

; AMD-DAG: OpCapability Groups
; AMD-DAG: OpExtension "SPV_AMD_shader_ballot"
; AMD: OpGroupIAdd %[[#]] %[[#]] Reduce
target triple = "spirv-unknown-vulkan1.2-compute"

@sum = internal addrspace(3) global i32 undef

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" {
  %x = load i32, ptr addrspace(3) @sum
  %b = call spir_func i32 @_Z21work_group_reduce_addi(i32 %x)
  store i32 %b, ptr addrspace(3) @sum
  ret void
}

declare spir_func i32 @_Z21work_group_reduce_addi(i32)

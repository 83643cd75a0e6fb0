;; optnone with SPV_EXT_optnone, the extension's newer name: the same
;; capability and function control bit, declared under the name that was
;; enabled. SPIRV-Tools 2023.1 knows only SPV_INTEL_optnone, so the newer
;; validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_optnone %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK: OpCapability OptNoneEXT
; CHECK: OpExtension "SPV_EXT_optnone"
; CHECK-NOT: OpExtension
; CHECK: %[[#]] = OpFunction %[[#]] DontInline|OptNoneEXT %[[#]]

define spir_kernel void @k(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

attributes #0 = { noinline optnone }

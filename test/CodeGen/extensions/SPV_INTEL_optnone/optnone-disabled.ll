;; Without SPV_INTEL_optnone or SPV_EXT_optnone, optnone is left out: it asks
;; for no optimization, which a consumer is free to ignore, so nothing is
;; lost that the module could promise. DontInline stays (optnone always
;; comes with noinline), and no capability or extension is declared.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | count 0
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-NOT: OpCapability OptNone
; CHECK-NOT: OpExtension
; CHECK: %[[#]] = OpFunction %[[#]] DontInline %[[#]]
; CHECK-NOT: OptNone

define spir_kernel void @k(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

attributes #0 = { noinline optnone }

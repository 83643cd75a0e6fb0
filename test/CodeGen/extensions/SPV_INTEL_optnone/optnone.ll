;; The optnone function attribute with SPV_INTEL_optnone: the function
;; control OptNoneINTEL (OptNoneEXT in newer grammars, the same bit) beside
;; the DontInline that optnone always comes with, and its capability.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_optnone %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
;; --spirv-ext=all enables both names: the older one is declared, which
;; SPIRV-Tools 2023.1 and llvm-spirv-15 know (optnone-ext.ll has the newer one).
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=all %s -o %t.all.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_optnone,+SPV_INTEL_optnone %s -o %t.both.spv
; RUN: cmp %t.spv %t.all.spv
; RUN: cmp %t.spv %t.both.spv

; CHECK: OpCapability OptNoneINTEL
; CHECK: OpExtension "SPV_INTEL_optnone"
; CHECK-NOT: OpExtension
; CHECK: %[[#]] = OpFunction %[[#]] DontInline|OptNoneINTEL %[[#]]
; CHECK: %[[#]] = OpFunction %[[#]] DontInline %[[#]]
; CHECK: %[[#]] = OpFunction %[[#]] DontInline|OptNoneINTEL %[[#]]

define spir_func i32 @f(i32 %a) #0 {
  %r = add i32 %a, 1
  ret i32 %r
}

define spir_func i32 @g(i32 %a) #1 {
  %r = mul i32 %a, 3
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %p) #0 {
  %v = call spir_func i32 @f(i32 1)
  %w = call spir_func i32 @g(i32 %v)
  store i32 %w, ptr addrspace(1) %p
  ret void
}

attributes #0 = { noinline optnone }
attributes #1 = { noinline }

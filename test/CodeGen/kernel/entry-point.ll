;; A spir_kernel function is an OpEntryPoint Kernel named after it; at SPIR-V 1.0
;; the interface lists no module-scope CrossWorkgroup variables. Non-kernel
;; functions are no entry points.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpEntryPoint Kernel %[[#K:]] "vadd"{{ *$}}
; CHECK-NOT: OpEntryPoint
; CHECK: %[[#K]] = OpFunction

define spir_func float @add(float %a, float %b) {
  %r = fadd float %a, %b
  ret float %r
}
define spir_kernel void @vadd(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %x = load float, ptr addrspace(1) %a, align 4
  %y = load float, ptr addrspace(1) %b, align 4
  %s = call spir_func float @add(float %x, float %y)
  store float %s, ptr addrspace(1) %a, align 4
  ret void
}

;; A module that uses llvm.fmuladd allows contraction: no ContractionOff.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpEntryPoint Kernel
; CHECK-NOT: ContractionOff
; CHECK: OpFunction

define spir_kernel void @a(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p, align 4
  %y = call float @llvm.fmuladd.f32(float %x, float %x, float %x)
  store float %y, ptr addrspace(1) %p, align 4
  ret void
}
declare float @llvm.fmuladd.f32(float, float, float)

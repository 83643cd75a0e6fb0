;; opencl.enable.FP_CONTRACT allows contraction: no ContractionOff.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpEntryPoint Kernel
; CHECK-NOT: ContractionOff
; CHECK: OpFunction

define spir_kernel void @a(ptr addrspace(1) %p) {
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}
!opencl.enable.FP_CONTRACT = !{}

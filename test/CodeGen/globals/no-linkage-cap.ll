;; A module with only internal functions and a kernel needs no Linkage capability.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpCapability Linkage
; CHECK-NOT: LinkageAttributes
; CHECK: OpEntryPoint Kernel

define internal spir_func void @h(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @k(ptr addrspace(1) %p) {
  call spir_func void @h(ptr addrspace(1) %p)
  ret void
}

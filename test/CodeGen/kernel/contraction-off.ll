;; A module with no llvm.fmuladd and no opencl.enable.FP_CONTRACT marks every
;; kernel ContractionOff.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpEntryPoint Kernel %[[#A:]] "a"
; CHECK: OpEntryPoint Kernel %[[#B:]] "b"
; CHECK-DAG: OpExecutionMode %[[#A]] ContractionOff
; CHECK-DAG: OpExecutionMode %[[#B]] ContractionOff

define spir_kernel void @a(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p, align 4
  %y = fmul float %x, %x
  %z = fadd float %y, %x
  store float %z, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @b() {
  ret void
}

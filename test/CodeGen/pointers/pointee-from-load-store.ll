;; Without metadata, a pointer parameter's pointee comes from the accesses
;; through it: loads and stores of double make it a pointer to double.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#D:]] = OpTypeFloat 64
; CHECK-DAG: %[[#PD:]] = OpTypePointer CrossWorkgroup %[[#D]]
; CHECK: OpFunctionParameter %[[#PD]]
; CHECK-NOT: OpBitcast
; CHECK: OpLoad %[[#D]]
; CHECK: OpStore

define void @f(ptr addrspace(1) %p) {
  %x = load double, ptr addrspace(1) %p, align 8
  %y = fmul double %x, %x
  store double %y, ptr addrspace(1) %p, align 8
  ret void
}

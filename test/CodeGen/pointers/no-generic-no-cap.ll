;; Without address space 4 the module does not declare GenericPointer.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-NOT: OpCapability GenericPointer
; CHECK: OpTypePointer CrossWorkgroup

define void @f(ptr addrspace(1) %p) {
  store i32 0, ptr addrspace(1) %p, align 4
  ret void
}

;; Types are hash-consed: the same vector, array and pointer types used by
;; several functions are declared once.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: %[[#F:]] = OpTypeFloat 32
; CHECK-NOT: OpTypeFloat 32
; CHECK: %[[#V:]] = OpTypeVector %[[#F]] 4
; CHECK-NOT: OpTypeVector %[[#F]] 4
; CHECK-NOT: OpTypePointer CrossWorkgroup %[[#V]]
; CHECK: %[[#P:]] = OpTypePointer CrossWorkgroup %[[#V]]
; CHECK-NOT: OpTypePointer CrossWorkgroup %[[#V]]
; CHECK: OpFunction

define <4 x float> @a(ptr addrspace(1) %p) {
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  ret <4 x float> %v
}
define void @b(ptr addrspace(1) %p, <4 x float> %v) {
  store <4 x float> %v, ptr addrspace(1) %p, align 16
  ret void
}

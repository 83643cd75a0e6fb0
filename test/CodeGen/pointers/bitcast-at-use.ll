;; A pointer accessed as two different types keeps one pointee (the majority
;; access type) and is cast with OpBitcast, once, for the other use.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PF]]
; CHECK: %[[#C:]] = OpBitcast %[[#PI]] %[[#P]]
; CHECK-NOT: OpBitcast
; CHECK: OpLoad %[[#F]] %[[#P]]
; CHECK: OpLoad %[[#F]] %[[#P]]
; CHECK: OpLoad %[[#I32]] %[[#C]]
; CHECK: OpStore %[[#C]]

define i32 @f(ptr addrspace(1) %p) {
  %a = load float, ptr addrspace(1) %p, align 4
  %b = load float, ptr addrspace(1) %p, align 4
  %i = load i32, ptr addrspace(1) %p, align 4
  store i32 %i, ptr addrspace(1) %p, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p, align 4
  ret i32 %i
}

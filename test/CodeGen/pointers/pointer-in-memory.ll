;; A pointer stored in memory is a uchar pointer of its storage class: loading
;; it gives that type, and the use casts it to the pointee it needs.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PB:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#PPB:]] = OpTypePointer CrossWorkgroup %[[#PB]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK: %[[#PP:]] = OpFunctionParameter %[[#PPB]]
; CHECK: %[[#P:]] = OpLoad %[[#PB]] %[[#PP]]
; CHECK-NEXT: %[[#C:]] = OpBitcast %[[#PF]] %[[#P]]
; CHECK-NEXT: %[[#G:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#C]] %[[#]]
; CHECK-NEXT: OpLoad %[[#F]] %[[#G]] Aligned 4

define float @f(ptr addrspace(1) %pp, i32 %i) {
  %p = load ptr addrspace(1), ptr addrspace(1) %pp, align 8
  %g = getelementptr inbounds float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %g, align 4
  ret float %v
}

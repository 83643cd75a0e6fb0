;; Without SPV_KHR_untyped_pointers (the default), every pointer is an
;; OpTypePointer whose pointee the inference chose, variables are OpVariable,
;; getelementptrs typed access chains, and a pointer read as another type is
;; bitcast; the extension and its capability are not declared.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
;; all and khr leave the mode off: it changes every pointer of the module and
;; is on only when named.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=all %s -o %t.all.spv
; RUN: cmp %t.spv %t.all.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=khr %s -o %t.khr.spv
; RUN: cmp %t.spv %t.khr.spv
;; A later -SPV_KHR_untyped_pointers switches it off again.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_untyped_pointers,-SPV_KHR_untyped_pointers %s -o %t.off.spv
; RUN: cmp %t.spv %t.off.spv

; CHECK-NOT: UntypedPointersKHR
; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#PL:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK-DAG: %[[#COUNTER:]] = OpVariable %[[#PI]] CrossWorkgroup %[[#]]
; CHECK: %[[#OUT:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: %[[#IN:]] = OpFunctionParameter %[[#PF]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#L:]] = OpBitcast %[[#PL]] %[[#OUT]]
; CHECK: %[[#P:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#IN]] %[[#I]]
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#F32]] %[[#P]] Aligned 4
; CHECK-NEXT: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#COUNTER]]
; CHECK-NEXT: %[[#]] = OpLoad %[[#I64]] %[[#L]] Aligned 8
; CHECK-NEXT: OpStore %[[#]] %[[#X]] Aligned 4
; CHECK-NOT: OpUntyped

target triple = "spirv64-unknown-unknown"

@counter = addrspace(1) global i32 0, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i64 %i) {
entry:
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %old = atomicrmw add ptr addrspace(1) @counter, i32 1 seq_cst
  %h = load i64, ptr addrspace(1) %out, align 8
  store float %x, ptr addrspace(1) %out, align 4
  ret void
}

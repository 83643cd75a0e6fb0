;; Without SPV_INTEL_memory_access_aliasing, !alias.scope and !noalias are
;; hints that change no result: they are left out, and the module is the one
;; without the metadata.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: sed -e 's/, !alias.scope ![0-9]*//' -e 's/, !noalias ![0-9]*//' %s > %t.plain.ll
; RUN: llc-spirv -mtriple=spirv64 %t.plain.ll -o %t.plain.spv
; RUN: cmp %t.spv %t.plain.spv

; CHECK-NOT: MemoryAccessAliasingINTEL
; CHECK-NOT: OpExtension
; CHECK-NOT: OpAlias
; CHECK: %[[#X:]] = OpLoad %[[#]] %[[#]] Aligned 4
; CHECK-NEXT: OpStore %[[#]] %[[#X]] Aligned 4

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %x = load i32, ptr addrspace(1) %a, align 4, !alias.scope !3, !noalias !6
  store i32 %x, ptr addrspace(1) %b, align 4, !alias.scope !6, !noalias !3
  ret void
}

!0 = distinct !{!0, !"dom"}
!1 = distinct !{!1, !0, !"s1"}
!2 = distinct !{!2, !0, !"s2"}
!3 = !{!1}
!6 = !{!2}

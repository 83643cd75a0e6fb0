;; !alias.scope and !noalias on loads and stores with
;; SPV_INTEL_memory_access_aliasing: each domain, scope and scope list is
;; declared once (OpAliasDomainDeclINTEL, OpAliasScopeDeclINTEL,
;; OpAliasScopeListDeclINTEL) before the annotations, where the extension's
;; revision 3 puts them ("Insert an extra item before '8. All annotation
;; instructions'"), and the accesses carry the AliasScopeINTEL and
;; NoAliasINTEL memory operands after Aligned's literal. The extension needs
;; SPIR-V 1.2. SPIRV-Tools 2023.1 wants the declarations in a block (an older
;; revision), so the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_memory_access_aliasing %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK: Version: 1.2
; CHECK-DAG: OpCapability MemoryAccessAliasingINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_memory_access_aliasing"
; CHECK: OpName
; CHECK: %[[#DOM:]] = OpAliasDomainDeclINTEL
; CHECK-NEXT: %[[#S1:]] = OpAliasScopeDeclINTEL %[[#DOM]]
; CHECK-NEXT: %[[#L1:]] = OpAliasScopeListDeclINTEL %[[#S1]]
; CHECK-NEXT: %[[#S2:]] = OpAliasScopeDeclINTEL %[[#DOM]]
; CHECK-NEXT: %[[#L2:]] = OpAliasScopeListDeclINTEL %[[#S2]]
; CHECK-NEXT: %[[#L12:]] = OpAliasScopeListDeclINTEL %[[#S1]] %[[#S2]]
; CHECK-NEXT: OpDecorate
; CHECK: %[[#X:]] = OpLoad %[[#]] %[[#]] Aligned|AliasScopeINTELMask|NoAliasINTELMask 4 %[[#L1]] %[[#L2]]
; CHECK-NEXT: OpStore %[[#]] %[[#X]] Aligned|AliasScopeINTELMask|NoAliasINTELMask 4 %[[#L2]] %[[#L1]]
; CHECK-NEXT: %[[#Y:]] = OpLoad %[[#]] %[[#]] Volatile|Aligned|NoAliasINTELMask 4 %[[#L12]]
; CHECK-NEXT: OpStore %[[#]] %[[#Y]] Aligned|AliasScopeINTELMask 4 %[[#L12]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %x = load i32, ptr addrspace(1) %a, align 4, !alias.scope !3, !noalias !6
  store i32 %x, ptr addrspace(1) %b, align 4, !alias.scope !6, !noalias !3
  %y = load volatile i32, ptr addrspace(1) %c, align 4, !noalias !7
  store i32 %y, ptr addrspace(1) %c, align 4, !alias.scope !7
  ret void
}

!0 = distinct !{!0, !"dom"}
!1 = distinct !{!1, !0, !"s1"}
!2 = distinct !{!2, !0, !"s2"}
!3 = !{!1}
!6 = !{!2}
!7 = !{!1, !2}

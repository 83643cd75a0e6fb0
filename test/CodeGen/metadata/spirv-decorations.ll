;; !spirv.Decorations and !spirv.ParameterDecorations, the decoration lists
;; that LLVM's SPIR-V backend and the Khronos translator accept: each node is
;; !{i32 <Decoration>, <operands>...}, integers as literals (enumerants too),
;; metadata strings as literal strings. On a global variable, on a function's
;; parameters (one list per parameter, in order) and on an instruction's
;; result. A decoration llc-spirv emits itself (Alignment from `align`,
;; FuncParamAttr NoAlias from `noalias`) is not repeated; an instruction whose
;; lowering makes no result of its own (freeze) gets a decorated copy.
;; UserSemantic and NoSignedWrap need SPIR-V 1.4, which the module gets. No
;; read-back: llvm-spirv-15 turns UserSemantic on an integer into an
;; llvm.ptr.annotation call its own verifier rejects.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpDecorate %[[#G:]] Alignment 4
; CHECK-DAG: OpDecorate %[[#G]] Volatile
; CHECK-DAG: OpDecorate %[[#G]] UserSemantic "global tag"
; CHECK-DAG: OpDecorate %[[#P1:]] FuncParamAttr NoAlias
; CHECK-DAG: OpDecorate %[[#P1]] Restrict
; CHECK-DAG: OpDecorate %[[#P2:]] UserSemantic "first"
; CHECK-DAG: OpDecorate %[[#P2]] UserSemantic "second"
; CHECK-DAG: OpDecorate %[[#SUM:]] NoSignedWrap
; CHECK-DAG: OpDecorate %[[#COPY:]] UserSemantic "frozen"
; CHECK-NOT: OpDecorate %[[#G]] Alignment
; CHECK-NOT: OpDecorate %[[#P1]] FuncParamAttr NoAlias
; CHECK: %[[#G]] = OpVariable
; CHECK: %[[#P1]] = OpFunctionParameter
; CHECK: %[[#P2]] = OpFunctionParameter
; CHECK: %[[#SUM]] = OpIAdd
; CHECK: %[[#COPY]] = OpCopyObject %[[#]] %[[#SUM]]

target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

define spir_kernel void @k(i32 %unused, ptr addrspace(1) noalias %p, i32 %a) !spirv.ParameterDecorations !4 {
  %s = add nsw i32 %a, 1, !spirv.Decorations !11
  %f = freeze i32 %s, !spirv.Decorations !13
  store i32 %f, ptr addrspace(1) %p, align 4
  store i32 %s, ptr addrspace(1) @g, align 4
  ret void
}

!0 = !{!1, !2, !3}
!1 = !{i32 21}                  ; Volatile
!2 = !{i32 44, i32 4}           ; Alignment 4: the same as `align 4`
!3 = !{i32 5635, !"global tag"} ; UserSemantic
!4 = !{!5, !6, !9}
!5 = !{}
!6 = !{!7, !8}
!7 = !{i32 19}                  ; Restrict
!8 = !{i32 38, i32 4}           ; FuncParamAttr NoAlias: the same as `noalias`
!9 = !{!10, !15}
!10 = !{i32 5635, !"first"}
!15 = !{i32 5635, !"second"}
!11 = !{!12}
!12 = !{i32 4469}               ; NoSignedWrap
!13 = !{!14}
!14 = !{i32 5635, !"frozen"}

;; A counted loop: the header's phis refer forward to values defined in the latch
;; (ids are made on first reference, so no OpCopyObject is needed); blocks come
;; in reverse post-order.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK: %[[#N:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#E:]] = OpLabel
; CHECK-NEXT: OpBranch %[[#H:]]
; CHECK-NEXT: %[[#H]] = OpLabel
; CHECK-NEXT: %[[#I:]] = OpPhi %[[#I32]] %[[#ZERO]] %[[#E]] %[[#INEXT:]] %[[#L:]]
; CHECK-NEXT: %[[#S:]] = OpPhi %[[#I32]] %[[#ZERO]] %[[#E]] %[[#SNEXT:]] %[[#L]]
; CHECK-NEXT: %[[#C:]] = OpULessThan %[[#]] %[[#I]] %[[#N]]
; CHECK-NEXT: OpBranchConditional %[[#C]] %[[#L]] %[[#X:]]
; CHECK-NEXT: %[[#X]] = OpLabel
; CHECK-NEXT: OpReturnValue %[[#S]]
; CHECK-NEXT: %[[#L]] = OpLabel
; CHECK-NEXT: %[[#SNEXT]] = OpIAdd %[[#I32]] %[[#S]] %[[#I]]
; CHECK-NEXT: %[[#INEXT]] = OpIAdd %[[#I32]] %[[#I]] %[[#ONE]]
; CHECK-NEXT: OpBranch %[[#H]]
; CHECK-NOT: OpCopyObject

define i32 @sum(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %body ]
  %c = icmp ult i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %s.next = add i32 %s, %i
  %i.next = add i32 %i, 1
  br label %head
exit:
  ret i32 %s
}

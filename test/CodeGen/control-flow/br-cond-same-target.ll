;; A conditional branch with both edges to the same phi block: the second edge
;; goes through a trampoline block and the phi lists both.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: %[[#E:]] = OpLabel
; CHECK-NEXT: OpBranchConditional %[[#]] %[[#M:]] %[[#T:]]
; CHECK: %[[#T]] = OpLabel
; CHECK-NEXT: OpBranch %[[#M]]
; CHECK: %[[#M]] = OpLabel
; CHECK-NEXT: OpPhi %[[#]] %[[#]] %[[#E]] %[[#]] %[[#T]]

define i32 @f(i1 %c) {
entry:
  br i1 %c, label %m, label %m
m:
  %r = phi i32 [ 1, %entry ], [ 1, %entry ]
  ret i32 %r
}

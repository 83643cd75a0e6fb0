;; unreachable is OpUnreachable; blocks no path reaches are left out, and phis
;; drop their entries from them.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpBranchConditional %[[#]] %[[#A:]] %[[#B:]]
; CHECK-NOT: OpIMul
; CHECK: %[[#B]] = OpLabel
; CHECK-NEXT: OpUnreachable
; CHECK-NOT: OpIMul
; CHECK: OpPhi %[[#]] %[[#]] %[[#A]]{{ *$}}

define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
dead:
  %y = mul i32 %x, %x
  br label %m
m:
  %r = phi i32 [ %x, %a ], [ %y, %dead ]
  ret i32 %r
b:
  unreachable
}

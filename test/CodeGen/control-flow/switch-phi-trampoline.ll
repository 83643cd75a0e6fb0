;; Several switch edges to one block that starts with a phi: the repeated edges go
;; through trampoline blocks, so each OpPhi parent is a distinct block (the Khronos
;; reader mishandles repeated OpSwitch targets that start with OpPhi).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: %[[#E:]] = OpLabel
; CHECK-NEXT: OpSwitch %[[#]] %[[#M:]] 1 %[[#T1:]] 2 %[[#T2:]] 3 %[[#O:]]
; CHECK-DAG: %[[#T1]] = OpLabel
; CHECK-DAG: %[[#T2]] = OpLabel
; CHECK: %[[#M]] = OpLabel
; CHECK-NEXT: OpPhi %[[#]] %[[#V10:]] %[[#E]]
; CHECK-SAME: %[[#V10]] %[[#T1]] %[[#V10]] %[[#T2]] %[[#]] %[[#O]]

define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %m [ i32 1, label %m
                            i32 2, label %m
                            i32 3, label %o ]
o:
  br label %m
m:
  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ 10, %entry ], [ 5, %o ]
  ret i32 %r
}

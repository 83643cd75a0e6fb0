;; A conditional branch is OpBranchConditional with the true target first; a
;; diamond joins in an OpPhi naming both predecessors.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: %[[#C:]] = OpFunctionParameter
; CHECK: OpBranchConditional %[[#C]] %[[#T:]] %[[#E:]]
; CHECK-DAG: %[[#T]] = OpLabel
; CHECK-DAG: %[[#E]] = OpLabel
; CHECK: OpPhi %[[#]] %[[#]] %[[#T]] %[[#]] %[[#E]]

define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %else
then:
  %x = add i32 %a, 1
  br label %join
else:
  %y = sub i32 %a, 1
  br label %join
join:
  %r = phi i32 [ %x, %then ], [ %y, %else ]
  ret i32 %r
}

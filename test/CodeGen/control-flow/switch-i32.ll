;; switch on i32 is OpSwitch with the default first and one literal per case.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: %[[#X:]] = OpFunctionParameter
; CHECK: OpSwitch %[[#X]] %[[#D:]] 1 %[[#A:]] 5 %[[#B:]]
; CHECK-SAME: 4294967295 %[[#A]]
; CHECK-DAG: %[[#A]] = OpLabel
; CHECK-DAG: %[[#B]] = OpLabel
; CHECK-DAG: %[[#D]] = OpLabel

define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 5, label %b
                            i32 -1, label %a ]
a:
  ret i32 10
b:
  ret i32 20
d:
  ret i32 0
}

;; switch on i64: each case literal takes two words (low, high), so values above
;; 32 bits and negative values survive.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I64]]
; CHECK: OpSwitch %[[#X]] %[[#]] 1 %[[#]] 4294967296 %[[#]] 18446744073709551615 %[[#]]

define i32 @f(i64 %x) {
entry:
  switch i64 %x, label %d [ i64 1, label %a
                            i64 4294967296, label %b
                            i64 -1, label %c ]
a:
  ret i32 1
b:
  ret i32 2
c:
  ret i32 3
d:
  ret i32 0
}

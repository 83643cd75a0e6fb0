;; A module that uses only i32 declares no Int8/Int16/Int64 capability.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpCapability Int8
; CHECK-NOT: OpCapability Int16
; CHECK-NOT: OpCapability Int64
; CHECK: %[[#I32:]] = OpTypeInt 32 0
; CHECK: OpIMul %[[#I32]]

define i32 @sq(i32 %a) {
  %r = mul i32 %a, %a
  ret i32 %r
}

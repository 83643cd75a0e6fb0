;; ret void is OpReturn, ret of a value OpReturnValue, including aggregates and
;; constants.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#K:]] = OpConstant %[[#I32]] 42
; CHECK: OpFunction
; CHECK: OpReturn{{$}}
; CHECK: OpFunction
; CHECK: OpReturnValue %[[#K]]
; CHECK: OpFunction
; CHECK: %[[#S:]] = OpFunctionParameter
; CHECK: OpReturnValue %[[#S]]

define void @v() {
  ret void
}
define i32 @k() {
  ret i32 42
}
define { i32, i32 } @s({ i32, i32 } %s) {
  ret { i32, i32 } %s
}

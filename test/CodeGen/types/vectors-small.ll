;; Vectors of 2, 3 and 4 elements are OpTypeVector without Vector16.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpCapability Vector16
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I32]] 3
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F]] 4
; CHECK: OpFAdd %[[#V2]]
; CHECK: OpIAdd %[[#V3]]
; CHECK: OpFMul %[[#V4]]

define <2 x float> @a(<2 x float> %x) {
  %r = fadd <2 x float> %x, %x
  ret <2 x float> %r
}
define <3 x i32> @b(<3 x i32> %x) {
  %r = add <3 x i32> %x, %x
  ret <3 x i32> %r
}
define <4 x float> @c(<4 x float> %x) {
  %r = fmul <4 x float> %x, %x
  ret <4 x float> %r
}

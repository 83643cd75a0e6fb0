;; A 16-lane shufflevector has 18 operands after the result id; the instruction
;; buffer held 14 and hit an internal error (llvm-stress seed 2).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V16:]] = OpTypeVector %[[#I64]] 16
; CHECK: %[[#]] = OpVectorShuffle %[[#V16]] %[[#A:]] %[[#B:]] 14 16 18 20 22 24 26 28 4294967295 0 2 4 6 4294967295 10 31

define <16 x i64> @f(<16 x i64> %a, <16 x i64> %b) {
  %s = shufflevector <16 x i64> %a, <16 x i64> %b, <16 x i32> <i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 poison, i32 0, i32 2, i32 4, i32 6, i32 poison, i32 10, i32 31>
  ret <16 x i64> %s
}

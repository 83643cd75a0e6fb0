;; A vector of i1 is a vector of OpTypeBool; icmp on vectors gives one.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#BV:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#IV:]] = OpTypeVector %[[#I32]] 4
; CHECK: %[[#C:]] = OpSLessThan %[[#BV]] %[[#]] %[[#]]
; CHECK-NEXT: OpSelect %[[#IV]] %[[#C]]

define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp slt <4 x i32> %a, %b
  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b
  ret <4 x i32> %r
}

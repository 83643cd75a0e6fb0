;; Vectors of 8 and 16 elements need the Vector16 capability.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpCapability Vector16
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V8:]] = OpTypeVector %[[#F]] 8
; CHECK-DAG: %[[#V16:]] = OpTypeVector %[[#I8]] 16
; CHECK: OpFSub %[[#V8]]
; CHECK: OpBitwiseXor %[[#V16]]

define <8 x float> @a(<8 x float> %x, <8 x float> %y) {
  %r = fsub <8 x float> %x, %y
  ret <8 x float> %r
}
define <16 x i8> @b(<16 x i8> %x, <16 x i8> %y) {
  %r = xor <16 x i8> %x, %y
  ret <16 x i8> %r
}

;; llvm.bswap on <2 x i16>: shifts by a splatted 8 and masks of 0xff00/0x00ff.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I16]] 2
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I16]] 8{{$}}
; CHECK-DAG: %[[#V8:]] = OpConstantComposite %[[#V2]] %[[#C8]] %[[#C8]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#]] = OpShiftLeftLogical %[[#V2]] %[[#A]] %[[#V8]]
; CHECK: %[[#]] = OpShiftRightLogical %[[#V2]] %[[#A]] %[[#V8]]
; CHECK: %[[#R:]] = OpBitwiseOr %[[#V2]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define spir_func <2 x i16> @f(<2 x i16> %a) {
  %r = call <2 x i16> @llvm.bswap.v2i16(<2 x i16> %a)
  ret <2 x i16> %r
}

;; llvm.is.fpclass on <2 x double> with mask 0x5 (sNaN | -inf): NaN with the
;; quiet bit (bit 51) clear, or infinite with the sign bit set.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F64]] 2
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V2B:]] = OpTypeVector %[[#BOOL]] 2
; CHECK-DAG: %[[#Q:]] = OpConstant %[[#I64]] 2251799813685248{{$}}
; CHECK-DAG: %[[#QV:]] = OpConstantComposite %[[#V2I]] %[[#Q]] %[[#Q]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V2F]]
; CHECK: %[[#BITS:]] = OpBitcast %[[#V2I]] %[[#A]]
; CHECK-NEXT: %[[#AND:]] = OpBitwiseAnd %[[#V2I]] %[[#BITS]] %[[#QV]]
; CHECK-NEXT: %[[#QUIET:]] = OpINotEqual %[[#V2B]] %[[#AND]] %[[#]]
; CHECK-NEXT: %[[#SIG:]] = OpLogicalNot %[[#V2B]] %[[#QUIET]]
; CHECK-NEXT: %[[#NAN:]] = OpIsNan %[[#V2B]] %[[#A]]
; CHECK-NEXT: %[[#SNAN:]] = OpLogicalAnd %[[#V2B]] %[[#NAN]] %[[#SIG]]
; CHECK-NEXT: %[[#INF:]] = OpIsInf %[[#V2B]] %[[#A]]
; CHECK-NEXT: %[[#NEG:]] = OpSignBitSet %[[#V2B]] %[[#A]]
; CHECK-NEXT: %[[#NINF:]] = OpLogicalAnd %[[#V2B]] %[[#INF]] %[[#NEG]]
; CHECK-NEXT: %[[#R:]] = OpLogicalOr %[[#V2B]] %[[#SNAN]] %[[#NINF]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define spir_func <2 x i1> @f(<2 x double> %a) {
  %c = call <2 x i1> @llvm.is.fpclass.v2f64(<2 x double> %a, i32 5)
  ret <2 x i1> %c
}

;; llvm.maximum on <2 x double>: OpenCL.std fmax, NaN-propagating, and the AND of
;; the bits for equal operands (+0 above -0), lane-wise.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F64]] 2
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V2B:]] = OpTypeVector %[[#BOOL]] 2
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V2]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#M:]] = OpExtInst %[[#V2]] %[[#EXT]] fmax %[[#A]] %[[#B]]
; CHECK: %[[#Z:]] = OpBitwiseAnd %[[#V2I]]
; CHECK: %[[#EQ:]] = OpFOrdEqual %[[#V2B]] %[[#A]] %[[#B]]
; CHECK: %[[#UN:]] = OpUnordered %[[#V2B]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NAN:]] = OpFAdd %[[#V2]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#V2]] %[[#UN]] %[[#NAN]] %[[#]]

define spir_func <2 x double> @f(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.maximum.v2f64(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

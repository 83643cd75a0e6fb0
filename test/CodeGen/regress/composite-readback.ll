;; Vectors and structs assembled from run-time parts use OpCompositeInsert into
;; OpUndef, never OpCompositeConstruct: the Khronos reader (15) builds an LLVM
;; constant from every OpCompositeConstruct and crashes on other operands
;; (llvm-stress seed 8: a select with a scalar condition on vectors).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-NOT: OpCompositeConstruct
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#BV2:]] = OpTypeVector %[[#BOOL]] 2
; CHECK-DAG: %[[#UB:]] = OpUndef %[[#BV2]]
; CHECK: %[[#C:]] = OpFunctionParameter %[[#BOOL]]
; CHECK: %[[#S0:]] = OpCompositeInsert %[[#BV2]] %[[#C]] %[[#UB]] 0
; CHECK-NEXT: %[[#S1:]] = OpCompositeInsert %[[#BV2]] %[[#C]] %[[#S0]] 1
; CHECK-NEXT: OpSelect %[[#]] %[[#S1]]
; CHECK: OpFunctionEnd
; CHECK: OpCompositeInsert
; CHECK: OpFunctionEnd
; CHECK: OpCompositeInsert
; CHECK: OpFunctionEnd

define <2 x double> @sel(i1 %c, <2 x double> %a, <2 x double> %b) {
  %s = select i1 %c, <2 x double> %a, <2 x double> %b
  ret <2 x double> %s
}

define <2 x i32> @splat(<1 x i32> %v) {
  %s = shufflevector <1 x i32> %v, <1 x i32> %v, <2 x i32> <i32 0, i32 1>
  ret <2 x i32> %s
}

define <4 x i1> @bits(i4 %x) {
  %b = bitcast i4 %x to <4 x i1>
  ret <4 x i1> %b
}

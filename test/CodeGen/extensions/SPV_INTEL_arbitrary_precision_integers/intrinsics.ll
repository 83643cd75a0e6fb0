;; Integer intrinsics on widths kept by SPV_INTEL_arbitrary_precision_integers.
;; OpenCL.std has its integer instructions for char, short, int and long
;; only, and the Khronos reader turns OpBitCount into OpenCL's popcount: so
;; min/max, abs and the saturating add/sub become compares and selects,
;; ctlz/ctpop go through the next standard width (ctpop in 64-bit pieces
;; above 64 bits), bitreverse reverses a standard width and shifts, and a
;; funnel shift takes its amount modulo the width (no power of two). The
;; e2e test arbitrary-precision-int.cl runs these on PoCL.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I13:]] = OpTypeInt 13 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I128:]] = OpTypeInt 128 0
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I13]] 0
; CHECK-DAG: %[[#ONES:]] = OpConstant %[[#I13]] 8191
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#I16]] 3
; CHECK-DAG: %[[#W13:]] = OpConstant %[[#I13]] 13
; CHECK-NOT: OpExtInst %[[#I13]]
; CHECK-NOT: OpBitCount %[[#I13]]

;; smax, umin, abs
; CHECK: OpSGreaterThan %[[#]] %[[#A:]] %[[#B:]]
; CHECK-NEXT: %[[#MAX:]] = OpSelect %[[#I13]] %[[#]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpULessThan %[[#]] %[[#MAX]] %[[#B]]
; CHECK-NEXT: %[[#MIN:]] = OpSelect %[[#I13]] %[[#]] %[[#MAX]] %[[#B]]
; CHECK-NEXT: %[[#NEG:]] = OpSNegate %[[#I13]] %[[#MIN]]
; CHECK-NEXT: OpSLessThan %[[#]] %[[#MIN]] %[[#ZERO]]
; CHECK-NEXT: OpSelect %[[#I13]] %[[#]] %[[#NEG]] %[[#MIN]]

;; uadd.sat: a wrapped sum is below an operand; ssub.sat saturates to
;; MAX = ~0 >> 1 or ~MAX
; CHECK: %[[#SUM:]] = OpIAdd %[[#I13]] %[[#X:]] %[[#]]
; CHECK-NEXT: OpULessThan %[[#]] %[[#SUM]] %[[#X]]
; CHECK-NEXT: OpSelect %[[#I13]] %[[#]] %[[#ONES]] %[[#SUM]]
; CHECK: OpShiftRightLogical %[[#I13]] %[[#ONES]]
; CHECK: OpNot %[[#I13]]

;; ctlz in 16 bits, less 3; ctpop in 16 bits
; CHECK: %[[#W:]] = OpUConvert %[[#I16]]
; CHECK-NEXT: %[[#CLZ:]] = OpExtInst %[[#I16]] %[[#]] clz %[[#W]]
; CHECK-NEXT: OpISub %[[#I16]] %[[#CLZ]] %[[#THREE]]
; CHECK: OpBitCount %[[#I16]]

;; ctpop of an i128: two 64-bit pieces
; CHECK: OpUConvert %[[#I64]]
; CHECK-NEXT: OpBitCount %[[#I64]]
; CHECK: OpShiftRightLogical %[[#I128]] %[[#]] %[[#]]
; CHECK-NEXT: OpUConvert %[[#I64]]
; CHECK-NEXT: OpBitCount %[[#I64]]
; CHECK: OpIAdd %[[#I128]]

;; bitreverse: 16 bits reversed, then shifted right by 3
; CHECK: OpFunction
; CHECK: OpUConvert %[[#I16]]
; CHECK: OpShiftRightLogical %[[#I16]] %[[#]] %[[#THREE]]
; CHECK-NEXT: OpUConvert %[[#I13]]

;; fshl: the amount modulo 13
; CHECK: OpUMod %[[#I13]] %[[#]] %[[#W13]]

;; a signed max reduction
; CHECK: OpSGreaterThan
; CHECK-NEXT: OpSelect %[[#I13]]

target triple = "spirv64-unknown-unknown"

define i13 @minmax(i13 %a, i13 %b) {
  %1 = call i13 @llvm.smax.i13(i13 %a, i13 %b)
  %2 = call i13 @llvm.umin.i13(i13 %1, i13 %b)
  %3 = call i13 @llvm.abs.i13(i13 %2, i1 false)
  ret i13 %3
}

define i13 @sat(i13 %a, i13 %b) {
  %1 = call i13 @llvm.uadd.sat.i13(i13 %a, i13 %b)
  %2 = call i13 @llvm.ssub.sat.i13(i13 %1, i13 %b)
  ret i13 %2
}

define i13 @counts(i13 %a) {
  %1 = call i13 @llvm.ctlz.i13(i13 %a, i1 false)
  %2 = call i13 @llvm.ctpop.i13(i13 %1)
  ret i13 %2
}

define i128 @pop128(i128 %a) {
  %1 = call i128 @llvm.ctpop.i128(i128 %a)
  ret i128 %1
}

define i13 @rev(i13 %a) {
  %1 = call i13 @llvm.bitreverse.i13(i13 %a)
  ret i13 %1
}

define i13 @rot(i13 %a, i13 %s) {
  %1 = call i13 @llvm.fshl.i13(i13 %a, i13 %a, i13 %s)
  ret i13 %1
}

define i13 @vmax(<4 x i13> %v) {
  %1 = call i13 @llvm.vector.reduce.smax.v4i13(<4 x i13> %v)
  ret i13 %1
}

declare i13 @llvm.smax.i13(i13, i13)
declare i13 @llvm.umin.i13(i13, i13)
declare i13 @llvm.abs.i13(i13, i1)
declare i13 @llvm.uadd.sat.i13(i13, i13)
declare i13 @llvm.ssub.sat.i13(i13, i13)
declare i13 @llvm.ctlz.i13(i13, i1)
declare i13 @llvm.ctpop.i13(i13)
declare i128 @llvm.ctpop.i128(i128)
declare i13 @llvm.bitreverse.i13(i13)
declare i13 @llvm.fshl.i13(i13, i13, i13)
declare i13 @llvm.vector.reduce.smax.v4i13(<4 x i13>)

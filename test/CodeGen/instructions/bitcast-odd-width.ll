;; A bitcast involving a widened odd-width integer (i24 is held in 32 bits,
;; <2 x i3> in <2 x i8>) cannot be OpBitcast: the lanes are packed into or
;; taken out of one integer of the total width with shifts and conversions.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I8]] 3
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I8]] 2
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I32]] 8
; CHECK-DAG: %[[#C16:]] = OpConstant %[[#I32]] 16
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I8]] 3
; CHECK-DAG: %[[#U3:]] = OpUndef %[[#V3]]

; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#L0:]] = OpUConvert %[[#I8]] %[[#X]]
; CHECK-NEXT: %[[#H1:]] = OpShiftRightLogical %[[#I32]] %[[#X]] %[[#C8]]
; CHECK-NEXT: %[[#L1:]] = OpUConvert %[[#I8]] %[[#H1]]
; CHECK-NEXT: %[[#H2:]] = OpShiftRightLogical %[[#I32]] %[[#X]] %[[#C16]]
; CHECK-NEXT: %[[#L2:]] = OpUConvert %[[#I8]] %[[#H2]]
; CHECK-NEXT: %[[#R0:]] = OpCompositeInsert %[[#V3]] %[[#L0]] %[[#U3]] 0
; CHECK-NEXT: %[[#R1:]] = OpCompositeInsert %[[#V3]] %[[#L1]] %[[#R0]] 1
; CHECK-NEXT: %[[#R2:]] = OpCompositeInsert %[[#V3]] %[[#L2]] %[[#R1]] 2
; CHECK-NEXT: OpReturnValue %[[#R2]]
define <3 x i8> @split(i24 %x) {
  %v = bitcast i24 %x to <3 x i8>
  ret <3 x i8> %v
}

; CHECK: %[[#V:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#E0:]] = OpCompositeExtract %[[#I8]] %[[#V]] 0
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#I8]] %[[#V]] 1
; CHECK-NEXT: %[[#S1:]] = OpShiftLeftLogical %[[#I8]] %[[#E1]] %[[#C3]]
; CHECK-NEXT: %[[#J:]] = OpBitwiseOr %[[#I8]] %[[#E0]] %[[#S1]]
; CHECK-NEXT: OpReturnValue %[[#J]]
define i6 @join(<2 x i3> %v) {
  %x = bitcast <2 x i3> %v to i6
  ret i6 %x
}

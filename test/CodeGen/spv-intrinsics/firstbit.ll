;; firstbituhigh/firstbitshigh/firstbitlow: the bit index from the least
;; significant end, -1 when there is none, as i32 lanes, from OpenCL.std clz
;; and ctz in the operand's width: (w - 1) - clz(x), of x ^ (x >> (w - 1)) for
;; the signed form, and ctz(x) unless x is 0.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#L:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#S:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#S2:]] = OpTypeVector %[[#S]] 2
; CHECK-DAG: %[[#I2:]] = OpTypeVector %[[#I]] 2
; CHECK-DAG: %[[#L63:]] = OpConstant %[[#L]] 63
; CHECK-DAG: %[[#C31:]] = OpConstant %[[#I]] 31
; CHECK: %[[#X:]] = OpFunctionParameter %[[#L]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#Z:]] = OpFunctionParameter %[[#S2]]
; CHECK: %[[#CZ:]] = OpExtInst %[[#L]] %[[#EXT]] clz %[[#X]]
; CHECK-NEXT: %[[#H:]] = OpISub %[[#L]] %[[#L63]] %[[#CZ]]
; CHECK-NEXT: %[[#]] = OpSConvert %[[#I]] %[[#H]]
; CHECK-NEXT: %[[#SH:]] = OpShiftRightArithmetic %[[#I]] %[[#Y]] %[[#C31]]
; CHECK-NEXT: %[[#XO:]] = OpBitwiseXor %[[#I]] %[[#Y]] %[[#SH]]
; CHECK-NEXT: %[[#C2:]] = OpExtInst %[[#I]] %[[#EXT]] clz %[[#XO]]
; CHECK-NEXT: %[[#]] = OpISub %[[#I]] %[[#C31]] %[[#C2]]
; CHECK-NEXT: %[[#T:]] = OpExtInst %[[#S2]] %[[#EXT]] ctz %[[#Z]]
; CHECK-NEXT: %[[#E:]] = OpIEqual %[[#]] %[[#Z]] %[[#]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#S2]] %[[#E]] %[[#]] %[[#T]]
; CHECK-NEXT: %[[#]] = OpSConvert %[[#I2]] %[[#R]]

define spir_func <2 x i32> @f(i64 %x, i32 %y, <2 x i16> %z) {
  %a = call i32 @llvm.spv.firstbituhigh.i64(i64 %x)
  %b = call i32 @llvm.spv.firstbitshigh.i32(i32 %y)
  %c = call <2 x i32> @llvm.spv.firstbitlow.v2i16(<2 x i16> %z)
  %s = add i32 %a, %b
  %v = insertelement <2 x i32> %c, i32 %s, i32 0
  ret <2 x i32> %v
}

declare i32 @llvm.spv.firstbituhigh.i64(i64)
declare i32 @llvm.spv.firstbitshigh.i32(i32)
declare <2 x i32> @llvm.spv.firstbitlow.v2i16(<2 x i16>)

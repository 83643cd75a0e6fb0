;; llvm.bitreverse without SPV_KHR_bit_instructions is open-coded: five rounds
;; of mask/shift/or swap bits, pairs, nibbles, bytes and halves of an i32
;; (OpBitReverse needs Shader or BitInstructions).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: OpCapability BitInstructions
; CHECK-NOT: OpBitReverse
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I32]] 1431655765{{$}}
; CHECK-DAG: %[[#SIXTEEN:]] = OpConstant %[[#I32]] 16{{$}}
; CHECK-DAG: %[[#M16:]] = OpConstant %[[#I32]] 65535{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#S:]] = OpShiftRightLogical %[[#I32]] %[[#A]] %[[#ONE]]
; CHECK-NEXT: %[[#LO:]] = OpBitwiseAnd %[[#I32]] %[[#S]] %[[#M1]]
; CHECK-NEXT: %[[#T:]] = OpBitwiseAnd %[[#I32]] %[[#A]] %[[#M1]]
; CHECK-NEXT: %[[#HI:]] = OpShiftLeftLogical %[[#I32]] %[[#T]] %[[#ONE]]
; CHECK-NEXT: %[[#]] = OpBitwiseOr %[[#I32]] %[[#LO]] %[[#HI]]
; CHECK-COUNT-3: OpBitwiseOr
; CHECK: OpShiftRightLogical %[[#I32]] %[[#]] %[[#SIXTEEN]]
; CHECK-NEXT: OpBitwiseAnd %[[#I32]] %[[#]] %[[#M16]]
; CHECK: %[[#R:]] = OpBitwiseOr %[[#I32]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define spir_func i32 @f(i32 %a) {
  %r = call i32 @llvm.bitreverse.i32(i32 %a)
  ret i32 %r
}

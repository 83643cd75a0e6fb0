;; llvm.bswap.i32 is open-coded: each byte shifted into its mirrored place,
;; masked and ORed together.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C24:]] = OpConstant %[[#I32]] 24{{$}}
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I32]] 8{{$}}
; CHECK-DAG: %[[#B3:]] = OpConstant %[[#I32]] 4278190080{{$}}
; CHECK-DAG: %[[#B2:]] = OpConstant %[[#I32]] 16711680{{$}}
; CHECK-DAG: %[[#B1:]] = OpConstant %[[#I32]] 65280{{$}}
; CHECK-DAG: %[[#B0:]] = OpConstant %[[#I32]] 255{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#S0:]] = OpShiftLeftLogical %[[#I32]] %[[#A]] %[[#C24]]
; CHECK-NEXT: %[[#M0:]] = OpBitwiseAnd %[[#I32]] %[[#S0]] %[[#B3]]
; CHECK-NEXT: %[[#S1:]] = OpShiftLeftLogical %[[#I32]] %[[#A]] %[[#C8]]
; CHECK-NEXT: %[[#M1:]] = OpBitwiseAnd %[[#I32]] %[[#S1]] %[[#B2]]
; CHECK-NEXT: %[[#O1:]] = OpBitwiseOr %[[#I32]] %[[#M0]] %[[#M1]]
; CHECK-NEXT: %[[#S2:]] = OpShiftRightLogical %[[#I32]] %[[#A]] %[[#C8]]
; CHECK-NEXT: %[[#M2:]] = OpBitwiseAnd %[[#I32]] %[[#S2]] %[[#B1]]
; CHECK-NEXT: %[[#O2:]] = OpBitwiseOr %[[#I32]] %[[#O1]] %[[#M2]]
; CHECK-NEXT: %[[#S3:]] = OpShiftRightLogical %[[#I32]] %[[#A]] %[[#C24]]
; CHECK-NEXT: %[[#M3:]] = OpBitwiseAnd %[[#I32]] %[[#S3]] %[[#B0]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#I32]] %[[#O2]] %[[#M3]]
; CHECK-NEXT: OpReturnValue %[[#R]]

define spir_func i32 @f(i32 %a) {
  %r = call i32 @llvm.bswap.i32(i32 %a)
  ret i32 %r
}

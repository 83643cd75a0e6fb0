;; llvm.vector.reduce.add on <3 x i1> (a compare result) folds the lanes with
;; OpLogicalNotEqual (an i1 sum wraps: parity).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V3B:]] = OpTypeVector %[[#BOOL]] 3
; CHECK: %[[#C:]] = OpSLessThan %[[#V3B]]
; CHECK-NEXT: %[[#E0:]] = OpCompositeExtract %[[#BOOL]] %[[#C]] 0
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#BOOL]] %[[#C]] 1
; CHECK-NEXT: %[[#R1:]] = OpLogicalNotEqual %[[#BOOL]] %[[#E0]] %[[#E1]]
; CHECK-NEXT: %[[#E2:]] = OpCompositeExtract %[[#BOOL]] %[[#C]] 2
; CHECK-NEXT: %[[#R2:]] = OpLogicalNotEqual %[[#BOOL]] %[[#R1]] %[[#E2]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#R2]]

define spir_func i32 @f(<3 x i32> %a, <3 x i32> %b) {
  %c = icmp slt <3 x i32> %a, %b
  %r = call i1 @llvm.vector.reduce.add.v3i1(<3 x i1> %c)
  %z = zext i1 %r to i32
  ret i32 %z
}

;; A global of struct type with a nested constant initializer and alignment; a
;; constant global in addrspace(2) with a string (i8 array) initializer.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#G:]] Alignment 16
; CHECK-DAG: OpDecorate %[[#S:]] Constant
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#N4:]] = OpConstant %[[#I32]] 4
; CHECK-DAG: %[[#STR:]] = OpTypeArray %[[#I8]] %[[#N4]]
; CHECK-DAG: %[[#H:]] = OpConstant %[[#I8]] 104
; CHECK-DAG: %[[#I:]] = OpConstant %[[#I8]] 105
; CHECK-DAG: %[[#Z8:]] = OpConstant %[[#I8]] 0
; CHECK-DAG: %[[#CS:]] = OpConstantComposite %[[#STR]] %[[#H]] %[[#I]] %[[#I]] %[[#Z8]]
; CHECK-DAG: %[[#S]] = OpVariable %[[#]] UniformConstant %[[#CS]]
; CHECK-DAG: %[[#T:]] = OpTypeStruct %[[#I32]] %[[#F]]
; CHECK-DAG: %[[#K3:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#KF:]] = OpConstant %[[#F]] 0.5
; CHECK-DAG: %[[#CT:]] = OpConstantComposite %[[#T]] %[[#K3]] %[[#KF]]
; CHECK-DAG: %[[#G]] = OpVariable %[[#]] CrossWorkgroup %[[#CT]]

@g = internal addrspace(1) global { i32, float } { i32 3, float 0.5 }, align 16
@s = internal addrspace(2) constant [4 x i8] c"hii\00", align 1

define i8 @f() {
  %a = load i32, ptr addrspace(1) @g, align 16
  %b = load i8, ptr addrspace(2) @s, align 1
  ret i8 %b
}

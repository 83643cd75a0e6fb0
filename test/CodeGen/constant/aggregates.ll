;; Constant arrays, structs and vectors are OpConstantComposite of their
;; elements; a nested aggregate nests; shared elements are declared once.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#N3:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#I32]] %[[#N3]]
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#ARR]] %[[#V2]]
; CHECK-DAG: %[[#K1:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#K2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#F1:]] = OpConstant %[[#F]] 1
; CHECK-DAG: %[[#F2:]] = OpConstant %[[#F]] 2.5
; CHECK-DAG: %[[#CA:]] = OpConstantComposite %[[#ARR]] %[[#K1]] %[[#K2]] %[[#N3]]
; CHECK-DAG: %[[#CV:]] = OpConstantComposite %[[#V2]] %[[#F1]] %[[#F2]]
; CHECK-DAG: %[[#CS:]] = OpConstantComposite %[[#S]] %[[#CA]] %[[#CV]]
; CHECK: OpStore %[[#]] %[[#CS]]
; CHECK-NEXT: OpStore %[[#]] %[[#CV]]

define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  store { [3 x i32], <2 x float> } { [3 x i32] [i32 1, i32 2, i32 3], <2 x float> <float 1.0, float 2.5> }, ptr addrspace(1) %p, align 8
  store <2 x float> <float 1.0, float 2.5>, ptr addrspace(1) %q, align 8
  ret void
}

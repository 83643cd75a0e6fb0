;; Arrays are OpTypeArray with a 32-bit OpConstant length; a nested array nests.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#N4:]] = OpConstant %[[#I32]] 4
; CHECK-DAG: %[[#N3:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#A4:]] = OpTypeArray %[[#F]] %[[#N4]]
; CHECK-DAG: %[[#A34:]] = OpTypeArray %[[#A4]] %[[#N3]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#A34]]
; CHECK: %[[#]] = OpVariable %[[#PF]] Function

define float @f(i32 %i) {
  %m = alloca [3 x [4 x float]], align 4
  %p = getelementptr inbounds [3 x [4 x float]], ptr %m, i32 0, i32 1, i32 %i
  store float 1.0, ptr %p, align 4
  %v = load float, ptr %p, align 4
  ret float %v
}

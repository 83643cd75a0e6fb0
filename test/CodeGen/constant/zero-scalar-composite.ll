;; Zero of a scalar is OpConstant 0 / OpConstantFalse (never a scalar
;; OpConstantNull, which the Khronos reader rejects); zeroinitializer of a
;; vector, array or struct is OpConstantNull.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I32]] %[[#F]]
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#FZ:]] = OpConstant %[[#F]] 0
; CHECK-DAG: %[[#FALSE:]] = OpConstantFalse %[[#BOOL]]
; CHECK-DAG: %[[#NV:]] = OpConstantNull %[[#V4]]
; CHECK-DAG: %[[#NS:]] = OpConstantNull %[[#S]]
; CHECK-NOT: OpConstantNull %[[#I32]]
; CHECK-NOT: OpConstantNull %[[#F]]
; CHECK-NOT: OpConstantNull %[[#BOOL]]
; CHECK: OpStore %[[#]] %[[#Z]]
; CHECK-NEXT: OpStore %[[#]] %[[#FZ]]
; CHECK-NEXT: OpStore %[[#]] %[[#NV]]
; CHECK-NEXT: OpStore %[[#]] %[[#NS]]
; CHECK: OpReturnValue %[[#FALSE]]

define i1 @f(ptr addrspace(1) %p) {
  store i32 0, ptr addrspace(1) %p, align 4
  store float 0.0, ptr addrspace(1) %p, align 4
  store <4 x float> zeroinitializer, ptr addrspace(1) %p, align 16
  store { i32, float } zeroinitializer, ptr addrspace(1) %p, align 4
  ret i1 false
}

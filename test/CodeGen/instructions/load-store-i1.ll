;; OpTypeBool has no physical size: an i1 in CrossWorkgroup or Workgroup memory is
;; a byte (loads compare it with 0, stores select 1/0, vectors lane-wise), while
;; an i1 alloca stays a Function variable of OpTypeBool.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#PG:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#PL:]] = OpTypePointer Workgroup %[[#I8]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#BOOL]]
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I8]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I8]] 1
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I8]] 2
; CHECK-NOT: OpTypePointer CrossWorkgroup %[[#BOOL]]
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PG]]
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter %[[#PL]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter
; CHECK: %[[#A:]] = OpVariable %[[#PF]] Function
; CHECK: %[[#X:]] = OpLoad %[[#I8]] %[[#P]] Aligned 1
; CHECK-NEXT: %[[#XB:]] = OpINotEqual %[[#BOOL]] %[[#X]] %[[#Z]]
; CHECK-NEXT: %[[#Y:]] = OpLogicalAnd %[[#BOOL]] %[[#XB]] %[[#B]]
; CHECK-NEXT: %[[#YB:]] = OpSelect %[[#I8]] %[[#Y]] %[[#ONE]] %[[#Z]]
; CHECK-NEXT: OpStore %[[#L]] %[[#YB]] Aligned 1
; CHECK-NEXT: %[[#VB:]] = OpSelect %[[#V2]] %[[#V]]
; CHECK-NEXT: OpStore %[[#]] %[[#VB]] Aligned 2
; CHECK-NEXT: OpStore %[[#A]] %[[#B]] Aligned 1
; CHECK-NEXT: %[[#]] = OpLoad %[[#BOOL]] %[[#A]] Aligned 1

define i1 @f(ptr addrspace(1) %p, ptr addrspace(3) %l, i1 %b, <2 x i1> %v) {
  %x = load i1, ptr addrspace(1) %p, align 1
  %y = and i1 %x, %b
  store i1 %y, ptr addrspace(3) %l, align 1
  store <2 x i1> %v, ptr addrspace(1) %p, align 2
  %a = alloca i1, align 1
  store i1 %b, ptr %a, align 1
  %z = load i1, ptr %a, align 1
  ret i1 %z
}

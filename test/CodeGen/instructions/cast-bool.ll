;; Casts to and from i1: zext/sext select 1/-1 or 0, trunc to i1 tests the low
;; bit, uitofp/sitofp select 1.0/-1.0 or 0.0, fptoui to i1 compares the
;; converted integer with 0.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I32]] 4294967295
; CHECK-DAG: %[[#F0:]] = OpConstant %[[#F]] 0
; CHECK-DAG: %[[#F1:]] = OpConstant %[[#F]] 1
; CHECK-DAG: %[[#FM1:]] = OpConstant %[[#F]] -1
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#LO:]] = OpBitwiseAnd %[[#I32]] %[[#A]] %[[#ONE]]
; CHECK-NEXT: %[[#]] = OpINotEqual %[[#BOOL]] %[[#LO]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#B]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#B]] %[[#M1]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#F]] %[[#B]] %[[#F1]] %[[#F0]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#F]] %[[#B]] %[[#FM1]] %[[#F0]]
; CHECK-NEXT: %[[#U:]] = OpConvertFToU %[[#I32]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpINotEqual %[[#BOOL]] %[[#U]] %[[#ZERO]]

define void @f(i32 %a, i1 %b, float %x, ptr addrspace(1) %o, ptr addrspace(1) %of) {
  %t = trunc i32 %a to i1
  %z = zext i1 %b to i32
  %s = sext i1 %b to i32
  %uf = uitofp i1 %b to float
  %sf = sitofp i1 %b to float
  %fb = fptoui float %x to i1
  %sel = select i1 %t, i32 %z, i32 %s
  store i32 %sel, ptr addrspace(1) %o, align 4
  %fs = fadd float %uf, %sf
  %fsel = select i1 %fb, float %fs, float 0.0
  store float %fsel, ptr addrspace(1) %of, align 4
  ret void
}

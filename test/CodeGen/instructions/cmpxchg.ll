;; cmpxchg is OpAtomicCompareExchange (value before comparator, equal then
;; unequal semantics); the success flag compares the old value with the
;; comparator and the { i32, i1 } result is built with OpCompositeInsert into OpUndef.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I32]] %[[#BOOL]]
; CHECK-DAG: %[[#EQ:]] = OpConstant %[[#I32]] 528
; CHECK-DAG: %[[#NE:]] = OpConstant %[[#I32]] 514
; CHECK-DAG: %[[#U:]] = OpUndef %[[#S]]
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#OLD:]] = OpAtomicCompareExchange %[[#I32]] %[[#P]] %[[#]] %[[#EQ]] %[[#NE]] %[[#N]] %[[#C]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#OLD]] %[[#C]]
; CHECK-NEXT: %[[#R0:]] = OpCompositeInsert %[[#S]] %[[#OLD]] %[[#U]] 0
; CHECK-NEXT: %[[#R:]] = OpCompositeInsert %[[#S]] %[[#OK]] %[[#R0]] 1
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#BOOL]] %[[#R]] 1

define i1 @f(ptr addrspace(1) %p, i32 %cmp, i32 %new) {
  %r = cmpxchg ptr addrspace(1) %p, i32 %cmp, i32 %new seq_cst acquire
  %ok = extractvalue { i32, i1 } %r, 1
  ret i1 %ok
}

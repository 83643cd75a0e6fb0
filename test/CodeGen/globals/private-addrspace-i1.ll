;; An i1 module-scope variable in address space 0 (GlobalOpt shrinks an
;; internal global that holds one of two values to one) is a byte in
;; CrossWorkgroup memory, and its generic view points to that byte; it used to
;; be a generic pointer to bool cast from the byte variable, which is invalid.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

@flag = internal global i1 false

; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#CP:]] = OpTypePointer CrossWorkgroup %[[#U8]]
; CHECK-DAG: %[[#GP:]] = OpTypePointer Generic %[[#U8]]
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#U8]] 0
; CHECK-DAG: %[[#FLAG:]] = OpVariable %[[#CP]] CrossWorkgroup %[[#ZERO]]
; CHECK: %[[#G:]] = OpPtrCastToGeneric %[[#GP]] %[[#FLAG]]
; CHECK: OpStore %[[#G]] %[[#]] Aligned 1
; CHECK: %[[#V:]] = OpLoad %[[#U8]] %[[#G]] Aligned 1
; CHECK: OpINotEqual %[[#]] %[[#V]] %[[#ZERO]]
define spir_kernel void @k(ptr addrspace(1) %o) {
  store i1 true, ptr @flag
  %v = load i1, ptr @flag
  %z = zext i1 %v to i32
  store i32 %z, ptr addrspace(1) %o
  ret void
}

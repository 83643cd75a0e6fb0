;; llvm.sadd.with.overflow.i32: overflow iff the sign of the sum differs from both operands'
;; ((a ^ r) & (b ^ r)) < 0.
;; The {i32, i1} result is built with OpCompositeInsert (the Khronos reader
;; takes OpCompositeConstruct for a constant).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#I32]] %[[#BOOL]]
; CHECK-DAG: %[[#U:]] = OpUndef %[[#ST]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#R:]] = OpIAdd %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#X:]] = OpBitwiseXor %[[#I32]] %[[#A]] %[[#R]]
; CHECK-NEXT: %[[#Y:]] = OpBitwiseXor %[[#I32]] %[[#B]] %[[#R]]
; CHECK-NEXT: %[[#AND:]] = OpBitwiseAnd %[[#I32]] %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#O:]] = OpSLessThan %[[#BOOL]] %[[#AND]] %[[#]]
; CHECK-NEXT: %[[#P:]] = OpCompositeInsert %[[#ST]] %[[#R]] %[[#U]] 0
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#ST]] %[[#O]] %[[#P]] 1

define spir_func void @f(i32 %a, i32 %b, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %s = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %r = extractvalue {i32, i1} %s, 0
  %o = extractvalue {i32, i1} %s, 1
  %z = zext i1 %o to i32
  store i32 %r, ptr addrspace(1) %p
  store i32 %z, ptr addrspace(1) %q
  ret void
}

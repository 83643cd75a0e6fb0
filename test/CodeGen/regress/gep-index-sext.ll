;; getelementptr indices are signed: an i1 index (true is -1) was refused, and
;; a widened odd-width index (i3 -3 held as 5 in an i8) stepped forwards. Both
;; are sign-extended now, in instructions and in constant initializers.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I32]] 4294967295
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#M2:]] = OpConstant %[[#I8]] 254
; CHECK-DAG: %[[#M3:]] = OpConstant %[[#I8]] 253
; CHECK-DAG: %[[#SH:]] = OpConstant %[[#I8]] 5
; CHECK-DAG: %[[#]] = OpSpecConstantOp %[[#]] PtrAccessChain %[[#]] %[[#M2]]

; CHECK: %[[#P:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: %[[#K:]] = OpFunctionParameter %[[#I8]]
; CHECK: %[[#S:]] = OpSelect %[[#I32]] %[[#B]] %[[#M1]] %[[#Z]]
; CHECK-NEXT: %[[#Q:]] = OpPtrAccessChain %[[#]] %[[#P]] %[[#S]]
; CHECK-NEXT: %[[#R:]] = OpPtrAccessChain %[[#]] %[[#Q]] %[[#M3]]
; CHECK-NEXT: %[[#L:]] = OpShiftLeftLogical %[[#I8]] %[[#K]] %[[#SH]]
; CHECK-NEXT: %[[#A:]] = OpShiftRightArithmetic %[[#I8]] %[[#L]] %[[#SH]]
; CHECK-NEXT: %[[#]] = OpPtrAccessChain %[[#]] %[[#R]] %[[#A]]

@a = addrspace(1) global [4 x i32] zeroinitializer
@p = addrspace(1) global ptr addrspace(1) getelementptr (i32, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @a, i64 0, i64 3), i3 -2)

define i32 @f(ptr addrspace(1) %p, i1 %b, i3 %k) {
  %q = getelementptr i32, ptr addrspace(1) %p, i1 %b
  %r = getelementptr i32, ptr addrspace(1) %q, i3 -3
  %s = getelementptr i32, ptr addrspace(1) %r, i3 %k
  %l = load i32, ptr addrspace(1) %s
  ret i32 %l
}

;; llvm.scmp / llvm.ucmp: 1 when a > b, -1 when a < b, else 0, with signed or
;; unsigned comparisons; the result type may be narrower than the operands.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I8]] 255
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I8]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I8]] 1
; CHECK: %[[#GT:]] = OpSGreaterThan %[[#]] %[[#A:]] %[[#B:]]
; CHECK-NEXT: %[[#LT:]] = OpSLessThan %[[#]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#L:]] = OpSelect %[[#I8]] %[[#LT]] %[[#M1]] %[[#ZERO]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I8]] %[[#GT]] %[[#ONE]] %[[#L]]
; CHECK: OpUGreaterThan
; CHECK: OpULessThan

define spir_func i8 @f(i32 %a, i32 %b, ptr addrspace(1) %o) {
  %s = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  %u = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 %b)
  store i8 %u, ptr addrspace(1) %o
  ret i8 %s
}

declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i32(i32, i32)

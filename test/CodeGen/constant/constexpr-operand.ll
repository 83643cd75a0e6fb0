;; Constant expressions used as instruction operands (a GEP into a global, a
;; ptrtoint) are materialised once as instructions at the start of the function.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-NOT: OpSpecConstantOp
; CHECK: OpLabel
; CHECK-NEXT: %[[#E:]] = OpInBoundsPtrAccessChain %[[#PI]] %[[#G]] %[[#]] %[[#]]
; CHECK: %[[#X:]] = OpLoad %[[#I32]] %[[#E]]
; CHECK: %[[#Y:]] = OpLoad %[[#I32]] %[[#E]]
; CHECK-NOT: OpInBoundsPtrAccessChain

@arr = addrspace(1) global [3 x i32] [i32 1, i32 2, i32 3], align 4

define i32 @f(i1 %c) {
entry:
  %x = load i32, ptr addrspace(1) getelementptr inbounds ([3 x i32], ptr addrspace(1) @arr, i64 0, i64 2), align 4
  br i1 %c, label %a, label %b
a:
  %y = load i32, ptr addrspace(1) getelementptr inbounds ([3 x i32], ptr addrspace(1) @arr, i64 0, i64 2), align 4
  ret i32 %y
b:
  ret i32 %x
}

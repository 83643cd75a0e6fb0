;; Hints with nothing to compute: llvm.prefetch and llvm.trap emit nothing (an
;; unreachable follows a trap), llvm.is.constant is false, llvm.objectsize of
;; an unknown object is -1 (or 0 when the minimum is asked for).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#MAX:]] = OpConstant %[[#I64]] 18446744073709551615
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I64]] 0
; CHECK-DAG: %[[#FALSE:]] = OpConstantFalse
; CHECK: OpFunction
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpStore %[[#]] %[[#MAX]]
; CHECK-NEXT: OpStore %[[#]] %[[#ZERO]]
; CHECK-NEXT: OpBranchConditional %[[#FALSE]] %[[#T:]] %[[#]]
; CHECK: %[[#T]] = OpLabel
; CHECK-NEXT: OpUnreachable

define spir_func void @f(ptr addrspace(1) %p, i32 %a) {
  call void @llvm.prefetch.p1(ptr addrspace(1) %p, i32 0, i32 3, i32 1)
  %max = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 false, i1 true, i1 false)
  store i64 %max, ptr addrspace(1) %p
  %min = call i64 @llvm.objectsize.i64.p1(ptr addrspace(1) %p, i1 true, i1 true, i1 false)
  store i64 %min, ptr addrspace(1) %p
  %k = call i1 @llvm.is.constant.i32(i32 %a)
  br i1 %k, label %t, label %e
t:
  call void @llvm.trap()
  unreachable
e:
  ret void
}

declare void @llvm.prefetch.p1(ptr addrspace(1), i32, i32, i32)
declare i64 @llvm.objectsize.i64.p1(ptr addrspace(1), i1, i1, i1)
declare i1 @llvm.is.constant.i32(i32)
declare void @llvm.trap()

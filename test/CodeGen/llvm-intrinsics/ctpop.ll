;; llvm.ctpop is the core OpBitCount, for scalars and vectors.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK: %[[#]] = OpBitCount %[[#I32]] %[[#A]]
; CHECK: %[[#]] = OpBitCount %[[#I64]] %[[#L]]
; CHECK: %[[#]] = OpBitCount %[[#V4]] %[[#V]]

define spir_func void @f(i32 %a, i64 %l, <4 x i32> %v, ptr addrspace(1) %p) {
  %r = call i32 @llvm.ctpop.i32(i32 %a)
  store i32 %r, ptr addrspace(1) %p
  %rl = call i64 @llvm.ctpop.i64(i64 %l)
  store i64 %rl, ptr addrspace(1) %p
  %rv = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %v)
  store <4 x i32> %rv, ptr addrspace(1) %p
  ret void
}

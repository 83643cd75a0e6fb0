;; llvm.memmove with a constant length copies through a Function array of that
;; length, so overlapping source and destination work (OpCopyMemorySized alone
;; leaves overlap undefined, and readers turn it into memcpy).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#C12:]] = OpConstant %[[#I32]] 12{{$}}
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#I8]] %[[#C12]]
; CHECK-DAG: %[[#AP:]] = OpTypePointer Function %[[#ARR]]
; CHECK-DAG: %[[#FP:]] = OpTypePointer Function %[[#I8]]
; CHECK-DAG: %[[#N:]] = OpConstant %[[#I64]] 12{{$}}
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK: %[[#TMP:]] = OpVariable %[[#AP]] Function
; CHECK: %[[#Q:]] = OpInBoundsPtrAccessChain
; CHECK: %[[#T:]] = OpBitcast %[[#FP]] %[[#TMP]]
; CHECK-NEXT: OpCopyMemorySized %[[#T]] %[[#P]] %[[#N]]
; CHECK-NEXT: OpCopyMemorySized %[[#Q]] %[[#T]] %[[#N]]

define spir_kernel void @k(ptr addrspace(1) %p) {
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 4
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %q, ptr addrspace(1) %p, i64 12, i1 false)
  ret void
}

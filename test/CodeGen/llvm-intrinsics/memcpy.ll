;; llvm.memcpy is OpCopyMemorySized on uchar pointers (source and destination
;; may be in different storage classes); a volatile one carries Volatile.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#GP:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#LP:]] = OpTypePointer Workgroup %[[#I8]]
; CHECK-DAG: %[[#N:]] = OpConstant %[[#I64]] 32{{$}}
; CHECK: %[[#D:]] = OpFunctionParameter %[[#GP]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#LP]]
; CHECK-NEXT: %[[#K:]] = OpFunctionParameter %[[#I64]]
; CHECK: OpCopyMemorySized %[[#D]] %[[#S]] %[[#N]]{{$}}
; CHECK-NEXT: OpCopyMemorySized %[[#D]] %[[#S]] %[[#K]] Volatile

define spir_kernel void @k(ptr addrspace(1) %d, ptr addrspace(3) %s, i64 %k) {
  call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) %d, ptr addrspace(3) %s, i64 32, i1 false)
  call void @llvm.memcpy.p1.p3.i64(ptr addrspace(1) %d, ptr addrspace(3) %s, i64 %k, i1 true)
  ret void
}

;; llvm.memcpy.inline and llvm.memset.inline (whose length is an immediate) are
;; lowered as memcpy and memset: OpCopyMemorySized from the source or from a
;; constant array of the byte.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#N16:]] = OpConstant %[[#I64]] 16{{$}}
; CHECK-DAG: %[[#N4:]] = OpConstant %[[#I64]] 4{{$}}
; CHECK-DAG: %[[#SRC:]] = OpVariable %[[#]] UniformConstant %[[#]]
; CHECK: %[[#D:]] = OpFunctionParameter
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpCopyMemorySized %[[#D]] %[[#S]] %[[#N16]]
; CHECK-NEXT: %[[#B:]] = OpBitcast %[[#]] %[[#SRC]]
; CHECK-NEXT: OpCopyMemorySized %[[#D]] %[[#B]] %[[#N4]]

define spir_kernel void @k(ptr addrspace(1) %d, ptr addrspace(1) %s) {
  call void @llvm.memcpy.inline.p1.p1.i64(ptr addrspace(1) %d, ptr addrspace(1) %s, i64 16, i1 false)
  call void @llvm.memset.inline.p1.i64(ptr addrspace(1) %d, i8 9, i64 4, i1 false)
  ret void
}

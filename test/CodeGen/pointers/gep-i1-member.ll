;; An i1 behind a pointer outside Function memory is a byte (OpTypeBool has no
;; physical size), but an aggregate that holds one keeps its bool member. A
;; getelementptr that reaches that member takes the chain to the bool and
;; bitcasts it to the byte pointer that loads and stores use; it used to give
;; the chain the byte pointer's type, which does not match the member.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

@flags = addrspace(1) global [3 x i1] zeroinitializer

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#U32]] %[[#BOOL]]
; CHECK-DAG: %[[#SP:]] = OpTypePointer CrossWorkgroup %[[#S]]
; CHECK-DAG: %[[#BP:]] = OpTypePointer CrossWorkgroup %[[#BOOL]]
; CHECK-DAG: %[[#U8P:]] = OpTypePointer CrossWorkgroup %[[#U8]]

; CHECK: OpFunctionParameter %[[#SP]]
; CHECK: %[[#M:]] = OpPtrAccessChain %[[#BP]] %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#MB:]] = OpBitcast %[[#U8P]] %[[#M]]
; CHECK-NEXT: OpLoad %[[#U8]] %[[#MB]] Aligned 1
define spir_kernel void @member(ptr addrspace(1) %s, ptr addrspace(1) %o) {
  %p = getelementptr { i32, i1 }, ptr addrspace(1) %s, i32 0, i32 1
  %b = load i1, ptr addrspace(1) %p
  %z = zext i1 %b to i32
  store i32 %z, ptr addrspace(1) %o
  ret void
}

;; a run-time index into a global array of i1: the store writes the byte
; CHECK: %[[#E:]] = OpInBoundsPtrAccessChain %[[#BP]] %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#EB:]] = OpBitcast %[[#U8P]] %[[#E]]
; CHECK: OpStore %[[#EB]] %[[#]] Aligned 1
define spir_kernel void @element(i64 %i) {
  %p = getelementptr inbounds [3 x i1], ptr addrspace(1) @flags, i64 0, i64 %i
  store i1 true, ptr addrspace(1) %p
  ret void
}

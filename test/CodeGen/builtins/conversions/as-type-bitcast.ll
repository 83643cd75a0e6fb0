;; as_int(float) and as_uchar4(uint) reach llc-spirv as LLVM bitcasts (clang
;; expands as_type itself, so no builtin call remains); they are OpBitcast.
;; OpenCL C: o[0] = as_int(x); c[0] = as_uchar4(u);
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4C:]] = OpTypeVector %[[#I8]] 4
; CHECK: %[[#X:]] = OpFunctionParameter
; CHECK: %[[#U:]] = OpFunctionParameter
; CHECK: %[[#]] = OpBitcast %[[#I32]] %[[#X]]
; CHECK: %[[#]] = OpBitcast %[[#V4C]] %[[#U]]

define spir_kernel void @k(float %x, i32 %u, ptr addrspace(1) %o, ptr addrspace(1) %c) {
  %a = bitcast float %x to i32
  store i32 %a, ptr addrspace(1) %o
  %b = bitcast i32 %u to <4 x i8>
  store <4 x i8> %b, ptr addrspace(1) %c
  ret void
}

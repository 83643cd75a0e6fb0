;; GEP indices keep their own integer width on both pointer sizes (i32 index on
;; spirv64, i64 index on spirv32 with Int64), and clang's byte-offset GEP chain
;; works on both.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#G1:]] = OpInBoundsPtrAccessChain %[[#]] %[[#P]] %[[#A]]
; CHECK-NEXT: %[[#G2:]] = OpInBoundsPtrAccessChain %[[#]] %[[#G1]] %[[#B]]

define i16 @f(ptr addrspace(1) %p, i32 %a, i64 %b) {
  %g1 = getelementptr inbounds i16, ptr addrspace(1) %p, i32 %a
  %g2 = getelementptr inbounds i16, ptr addrspace(1) %g1, i64 %b
  %v = load i16, ptr addrspace(1) %g2, align 2
  ret i16 %v
}

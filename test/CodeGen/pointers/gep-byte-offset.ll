;; clang -O2 emits byte offsets as getelementptr i8: the base is cast to a uchar
;; pointer of its storage class, offset with OpInBoundsPtrAccessChain and the
;; result cast to the type of the access.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PB:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PF]]
; CHECK: %[[#B:]] = OpBitcast %[[#PB]] %[[#P]]
; CHECK: %[[#G:]] = OpInBoundsPtrAccessChain %[[#PB]] %[[#B]] %[[#OFF:]]
; CHECK-NEXT: %[[#C:]] = OpBitcast %[[#PF]] %[[#G]]
; CHECK-NEXT: OpLoad %[[#F]] %[[#C]] Aligned 4

define spir_kernel void @k(ptr addrspace(1) %p) !kernel_arg_type !0 {
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 12
  %v = load float, ptr addrspace(1) %q, align 4
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!"float*"}

; REQUIRES: llvm-spirv
;; atomic_compare_exchange_strong on atomic_float compares the bits: the
;; exchange runs on a 32-bit integer view of the object and of *expected.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_float *a, global float *e, global int *o) { o[0] = atomic_compare_exchange_strong(a, e, 1.5f); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DES:]] = OpConstant %[[#F32]] 1.5
; CHECK: %[[#D:]] = OpBitcast %[[#I32]] %[[#DES]]
; CHECK-NEXT: %[[#EXP:]] = OpLoad %[[#I32]] %[[#E:]]
; CHECK-NEXT: %[[#OLD:]] = OpAtomicCompareExchange %[[#I32]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#D]] %[[#EXP]]
; CHECK-NEXT: OpStore %[[#E]] %[[#OLD]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2) {
  %4 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %5 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %6 = tail call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomicfPU3AS4ff(ptr addrspace(4) %4, ptr addrspace(4) %5, float 1.500000e+00)
  %7 = zext i1 %6 to i32
  store i32 %7, ptr addrspace(1) %2, align 4
  ret void
}

declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomicfPU3AS4ff(ptr addrspace(4), ptr addrspace(4), float)

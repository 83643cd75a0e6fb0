; REQUIRES: llvm-spirv
;; atomic_init is a plain store; atomic_store/atomic_load without _explicit are
;; seq_cst at device scope; the semantics carry the storage class of the object.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_int *a, global int *o) { atomic_init(a, 3); atomic_store(a, 5); o[0] = atomic_load(a); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK-DAG: %[[#FIVE:]] = OpConstant %[[#I32]] 5
; CHECK: OpStore %[[#P:]] %[[#THREE]]
; CHECK-NEXT: OpAtomicStore %[[#P]] %[[#DEV]] %[[#SC]] %[[#FIVE]]
; CHECK-NEXT: %[[#]] = OpAtomicLoad %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  tail call spir_func void @_Z11atomic_initPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 3)
  tail call spir_func void @_Z12atomic_storePU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 5)
  %4 = tail call spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomici(ptr addrspace(4) %3)
  store i32 %4, ptr addrspace(1) %1, align 4
  ret void
}

declare spir_func void @_Z11atomic_initPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

declare spir_func void @_Z12atomic_storePU3AS4VU7_Atomicii(ptr addrspace(4), i32)

declare spir_func i32 @_Z11atomic_loadPU3AS4VU7_Atomici(ptr addrspace(4))

; REQUIRES: llvm-spirv
;; atomic_fetch_<op> on atomic_int: add, sub, or, xor, and, and the signed min/max.
;; OpenCL C (CL2.0):
;;   kernel void k(global atomic_int *a, global int *o) { o[0] = atomic_fetch_add(a, 1); o[1] = atomic_fetch_sub(a, 2); o[2] = atomic_fetch_or(a, 4); o[3] = atomic_fetch_xor(a, 8); o[4] = atomic_fetch_and(a, 16); o[5] = atomic_fetch_min(a, -1); o[6] = atomic_fetch_max(a, 5); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#P:]] %[[#DEV]] %[[#SC]] %[[#]]
; CHECK: %[[#]] = OpAtomicISub %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]] %[[#]]
; CHECK: %[[#]] = OpAtomicOr %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]] %[[#]]
; CHECK: %[[#]] = OpAtomicXor %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]] %[[#]]
; CHECK: %[[#]] = OpAtomicAnd %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]] %[[#]]
; CHECK: %[[#]] = OpAtomicSMin %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]] %[[#]]
; CHECK: %[[#]] = OpAtomicSMax %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 1)
  store i32 %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func i32 @_Z16atomic_fetch_subPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 2)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %5, ptr addrspace(1) %6, align 4
  %7 = tail call spir_func i32 @_Z15atomic_fetch_orPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 4)
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  store i32 %7, ptr addrspace(1) %8, align 4
  %9 = tail call spir_func i32 @_Z16atomic_fetch_xorPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 8)
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 12
  store i32 %9, ptr addrspace(1) %10, align 4
  %11 = tail call spir_func i32 @_Z16atomic_fetch_andPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 16)
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16
  store i32 %11, ptr addrspace(1) %12, align 4
  %13 = tail call spir_func i32 @_Z16atomic_fetch_minPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 -1)
  %14 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 20
  store i32 %13, ptr addrspace(1) %14, align 4
  %15 = tail call spir_func i32 @_Z16atomic_fetch_maxPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 5)
  %16 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 24
  store i32 %15, ptr addrspace(1) %16, align 4
  ret void
}

declare spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

declare spir_func i32 @_Z16atomic_fetch_subPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

declare spir_func i32 @_Z15atomic_fetch_orPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

declare spir_func i32 @_Z16atomic_fetch_xorPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

declare spir_func i32 @_Z16atomic_fetch_andPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

declare spir_func i32 @_Z16atomic_fetch_minPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

declare spir_func i32 @_Z16atomic_fetch_maxPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

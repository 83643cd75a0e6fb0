; REQUIRES: llvm-spirv
;; atomic_fetch_add on a local atomic_int: the Workgroup pointer itself, not the
;; generic one the builtin takes, with WorkgroupMemory semantics (0x110).
;; OpenCL C (CL2.0):
;;   kernel void k(local atomic_int *l, global int *o) { o[0] = atomic_fetch_add(l, 2); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#LPTR:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#LOC:]] = OpConstant %[[#I32]] 272
; CHECK: %[[#L:]] = OpFunctionParameter %[[#LPTR]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#L]] %[[#]] %[[#LOC]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(3) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(3) %0 to ptr addrspace(4)
  %4 = tail call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) %3, i32 2)
  store i32 %4, ptr addrspace(1) %1, align 4
  ret void
}

declare spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

; REQUIRES: llvm-spirv
;; An atomic through a generic pointer orders both WorkgroupMemory and
;; CrossWorkgroupMemory (0x310); inlined into the kernel, the global (0x210) and
;; local (0x110) objects are used directly.
;; OpenCL C (CL2.0):
;;   int f(generic atomic_int *a) { return atomic_fetch_add(a, 1); }
;;   kernel void k(global atomic_int *a, local atomic_int *l, global int *o) { o[0] = f(a) + f(l); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#GEN:]] = OpConstant %[[#I32]] 784
; CHECK-DAG: %[[#GLOB:]] = OpConstant %[[#I32]] 528
; CHECK-DAG: %[[#LOC:]] = OpConstant %[[#I32]] 272
; CHECK-DAG: %[[#GPTR:]] = OpTypePointer Generic %[[#I32]]
; CHECK: %[[#P:]] = OpFunctionParameter %[[#GPTR]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#P]] %[[#]] %[[#GEN]] %[[#]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#]] %[[#GLOB]] %[[#]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#]] %[[#]] %[[#LOC]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(4) %0) {
  %2 = tail call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) %0, i32 1)
  ret i32 %2
}

declare spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4), i32)

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(3) align 4 %1, ptr addrspace(1) align 4 %2) {
  %4 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %5 = tail call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) %4, i32 1)
  %6 = addrspacecast ptr addrspace(3) %1 to ptr addrspace(4)
  %7 = tail call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) %6, i32 1)
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr addrspace(1) %2, align 4
  ret void
}

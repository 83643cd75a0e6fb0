;; The __spirv_<OpName> call form for atomics: plain and Itanium-mangled names
;; (the translator's N5__spv5Scope4FlagE parameter types), scope and semantics
;; as constant ids, the pointer cast to the value type, 64-bit values with
;; Int64Atomics.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability Int64Atomics
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#GP:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#I64]] 7
; CHECK: %[[#P:]] = OpFunctionParameter %[[#GP]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#]] = OpAtomicIAdd %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]] %[[#X]]
; CHECK: %[[#]] = OpAtomicISub %[[#I32]] %[[#P]] %[[#WG]] %[[#ZERO]] %[[#DEV]]
; CHECK: %[[#]] = OpAtomicCompareExchange %[[#I32]] %[[#P]] %[[#DEV]] %[[#SC]] %[[#ZERO]] %[[#X]] %[[#ZERO]]
; CHECK: OpAtomicStore %[[#]] %[[#WG]] %[[#ZERO]] %[[#SEVEN]]
; CHECK: %[[#]] = OpAtomicFlagTestAndSet %[[#BOOL]] %[[#]] %[[#DEV]] %[[#SC]]

target triple = "spirv64-unknown-unknown"

declare spir_func i32 @__spirv_AtomicIAdd(ptr addrspace(1), i32, i32, i32)
declare spir_func i32 @_Z18__spirv_AtomicISubPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(ptr addrspace(1), i32, i32, i32)
declare spir_func i32 @__spirv_AtomicCompareExchange(ptr addrspace(1), i32, i32, i32, i32, i32)
declare spir_func void @__spirv_AtomicStore(ptr addrspace(3), i32, i32, i64)
declare spir_func i1 @__spirv_AtomicFlagTestAndSet(ptr addrspace(1), i32, i32)

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, i32 %x, ptr addrspace(1) %f) {
  %a = call spir_func i32 @__spirv_AtomicIAdd(ptr addrspace(1) %p, i32 1, i32 528, i32 %x)
  %b = call spir_func i32 @_Z18__spirv_AtomicISubPU3AS1iN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEi(ptr addrspace(1) %p, i32 2, i32 0, i32 1)
  %c = call spir_func i32 @__spirv_AtomicCompareExchange(ptr addrspace(1) %p, i32 1, i32 528, i32 0, i32 %x, i32 0)
  call spir_func void @__spirv_AtomicStore(ptr addrspace(3) %l, i32 2, i32 0, i64 7)
  %t = call spir_func i1 @__spirv_AtomicFlagTestAndSet(ptr addrspace(1) %f, i32 1, i32 528)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %z = zext i1 %t to i32
  %s3 = add i32 %s2, %z
  store i32 %s3, ptr addrspace(1) %p
  ret void
}

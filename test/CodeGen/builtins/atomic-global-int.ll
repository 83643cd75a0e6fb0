;; OpenCL 1.x atomics on a global int: Device scope, relaxed semantics;
;; atomic_add/sub/xchg/and/or/xor map to OpAtomicIAdd/ISub/Exchange/And/Or/Xor,
;; atomic_min/max on int to OpAtomicSMin/SMax.
;; (spirv-val checks that the pointer operand points to the value type.)
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#RLX:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#P:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK: OpFunctionParameter
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#I32]]
; CHECK: OpAtomicIAdd %[[#I32]] %[[#PTR:]] %[[#DEV]] %[[#RLX]] %[[#V]]
; CHECK-NEXT: OpAtomicISub %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#V]]
; CHECK-NEXT: OpAtomicExchange %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#V]]
; CHECK-NEXT: OpAtomicAnd %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#V]]
; CHECK-NEXT: OpAtomicOr %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#V]]
; CHECK-NEXT: OpAtomicXor %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#V]]
; CHECK-NEXT: OpAtomicSMin %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#V]]
; CHECK-NEXT: OpAtomicSMax %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#V]]

define spir_kernel void @k(ptr addrspace(1) %p, i32 %v) {
  %1 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  %2 = call spir_func i32 @_Z10atomic_subPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  %3 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  %4 = call spir_func i32 @_Z10atomic_andPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  %5 = call spir_func i32 @_Z9atomic_orPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  %6 = call spir_func i32 @_Z10atomic_xorPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  %7 = call spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  %8 = call spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) %p, i32 %v)
  ret void
}

declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z10atomic_subPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z10atomic_andPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z9atomic_orPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z10atomic_xorPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1), i32)
declare spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1), i32)

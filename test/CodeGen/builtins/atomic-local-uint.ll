;; OpenCL 1.x atomics on a local uint: min/max are unsigned (OpAtomicUMin/UMax),
;; inc/dec are OpAtomicIIncrement/IDecrement, and cmpxchg(p, cmp, val) is
;; OpAtomicCompareExchange with Value = val, Comparator = cmp.
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
; CHECK-DAG: %[[#P:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK: OpFunctionParameter
; CHECK-NEXT: %[[#CMP:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#VAL:]] = OpFunctionParameter %[[#I32]]
; CHECK: OpAtomicUMin %[[#I32]] %[[#PTR:]] %[[#DEV]] %[[#RLX]] %[[#VAL]]
; CHECK-NEXT: OpAtomicUMax %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#VAL]]
; CHECK-NEXT: OpAtomicIIncrement %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]]
; CHECK-NEXT: OpAtomicIDecrement %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]]
; CHECK-NEXT: OpAtomicCompareExchange %[[#I32]] %[[#PTR]] %[[#DEV]] %[[#RLX]] %[[#RLX]] %[[#VAL]] %[[#CMP]]

define spir_kernel void @k(ptr addrspace(3) %p, i32 %cmp, i32 %val, ptr addrspace(1) %out) {
  %1 = call spir_func i32 @_Z10atomic_minPU3AS3Vjj(ptr addrspace(3) %p, i32 %val)
  %2 = call spir_func i32 @_Z10atomic_maxPU3AS3Vjj(ptr addrspace(3) %p, i32 %val)
  %3 = call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) %p)
  %4 = call spir_func i32 @_Z10atomic_decPU3AS3Vj(ptr addrspace(3) %p)
  %5 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS3Vjjj(ptr addrspace(3) %p, i32 %cmp, i32 %val)
  store i32 %5, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z10atomic_minPU3AS3Vjj(ptr addrspace(3), i32)
declare spir_func i32 @_Z10atomic_maxPU3AS3Vjj(ptr addrspace(3), i32)
declare spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3))
declare spir_func i32 @_Z10atomic_decPU3AS3Vj(ptr addrspace(3))
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS3Vjjj(ptr addrspace(3), i32, i32)

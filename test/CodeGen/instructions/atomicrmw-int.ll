;; Every integer atomicrmw operation: xchg/add/sub/and/or/xor/max/min/umax/umin
;; to OpAtomicExchange/IAdd/ISub/And/Or/Xor/SMax/SMin/UMax/UMin, with scope from
;; syncscope and semantics from ordering and storage class (seq_cst on
;; CrossWorkgroup = 0x210 = 528; monotonic = 0; acq_rel on Workgroup = 0x108 = 264).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK-DAG: %[[#AR:]] = OpConstant %[[#I32]] 264
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#I32]]
; CHECK: OpAtomicExchange %[[#I32]] %[[#P]] %[[#Z]] %[[#SC]] %[[#V]]
; CHECK-NEXT: OpAtomicIAdd %[[#I32]] %[[#P]] %[[#Z]] %[[#Z]] %[[#V]]
; CHECK-NEXT: OpAtomicISub %[[#I32]] %[[#L]] %[[#WG]] %[[#AR]] %[[#V]]
; CHECK-NEXT: OpAtomicAnd %[[#I32]] %[[#P]] %[[#Z]] %[[#SC]] %[[#V]]
; CHECK-NEXT: OpAtomicOr %[[#I32]] %[[#P]] %[[#Z]] %[[#SC]] %[[#V]]
; CHECK-NEXT: OpAtomicXor %[[#I32]] %[[#P]] %[[#Z]] %[[#SC]] %[[#V]]
; CHECK-NEXT: OpAtomicSMax %[[#I32]] %[[#P]] %[[#Z]] %[[#SC]] %[[#V]]
; CHECK-NEXT: OpAtomicSMin %[[#I32]] %[[#P]] %[[#Z]] %[[#SC]] %[[#V]]
; CHECK-NEXT: OpAtomicUMax %[[#I32]] %[[#P]] %[[#Z]] %[[#SC]] %[[#V]]
; CHECK-NEXT: OpAtomicUMin %[[#I32]] %[[#P]] %[[#Z]] %[[#SC]] %[[#V]]

define void @f(ptr addrspace(1) %p, ptr addrspace(3) %l, i32 %v) {
  %a0 = atomicrmw xchg ptr addrspace(1) %p, i32 %v seq_cst
  %a1 = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  %a2 = atomicrmw sub ptr addrspace(3) %l, i32 %v syncscope("workgroup") acq_rel
  %a3 = atomicrmw and ptr addrspace(1) %p, i32 %v seq_cst
  %a4 = atomicrmw or ptr addrspace(1) %p, i32 %v seq_cst
  %a5 = atomicrmw xor ptr addrspace(1) %p, i32 %v seq_cst
  %a6 = atomicrmw max ptr addrspace(1) %p, i32 %v seq_cst
  %a7 = atomicrmw min ptr addrspace(1) %p, i32 %v seq_cst
  %a8 = atomicrmw umax ptr addrspace(1) %p, i32 %v seq_cst
  %a9 = atomicrmw umin ptr addrspace(1) %p, i32 %v seq_cst
  ret void
}

;; Atomic loads and stores: OpAtomicLoad/OpAtomicStore with the scope from
;; syncscope (none = CrossDevice 0, "workgroup" = 2) and semantics from the
;; ordering plus the storage class (acquire 0x2|CrossWorkgroup 0x200 = 514,
;; release 0x4|Workgroup 0x100 = 260, seq_cst 0x10|0x200 = 528).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#S0:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#S2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ACQ:]] = OpConstant %[[#I32]] 514
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 260
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528
; CHECK: %[[#G:]] = OpFunctionParameter
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter
; CHECK: %[[#X:]] = OpAtomicLoad %[[#I32]] %[[#G]] %[[#S0]] %[[#ACQ]]
; CHECK-NEXT: OpAtomicStore %[[#L]] %[[#S2]] %[[#REL]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicLoad %[[#I32]] %[[#G]] %[[#S2]] %[[#SC]]

define i32 @f(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %x = load atomic i32, ptr addrspace(1) %g acquire, align 4
  store atomic i32 %x, ptr addrspace(3) %l syncscope("workgroup") release, align 4
  %y = load atomic i32, ptr addrspace(1) %g syncscope("workgroup") seq_cst, align 4
  ret i32 %y
}

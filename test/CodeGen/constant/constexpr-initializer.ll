;; Constant expressions in global initializers are OpSpecConstantOp: a GEP
;; (InBoundsPtrAccessChain), a ptrtoint (ConvertPtrToU) and an addrspacecast to
;; generic (PtrCastToGeneric). Memory that holds a pointer holds a uchar pointer, so
;; pointer initializers are then cast with a Bitcast spec constant.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#GI:]] = OpTypePointer Generic %[[#I32]]
; CHECK-DAG: %[[#ARR:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#G1:]] = OpVariable %[[#PI]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#GEP:]] = OpSpecConstantOp %[[#PI]] InBoundsPtrAccessChain %[[#ARR]] %[[#]] %[[#]]
; CHECK-DAG: %[[#BC:]] = OpSpecConstantOp %[[#]] Bitcast %[[#GEP]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#BC]]
; CHECK-DAG: %[[#P2I:]] = OpSpecConstantOp %[[#I64]] ConvertPtrToU %[[#G1]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#P2I]]
; CHECK-DAG: %[[#GEN:]] = OpSpecConstantOp %[[#GI]] PtrCastToGeneric %[[#G1]]

@arr = addrspace(1) global [3 x i32] [i32 1, i32 2, i32 3], align 4
@g1 = addrspace(1) global i32 5, align 4
@p = addrspace(1) global ptr addrspace(1) getelementptr inbounds ([3 x i32], ptr addrspace(1) @arr, i64 0, i64 1), align 8
@pi = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @g1 to i64), align 8
@gen = addrspace(1) global ptr addrspace(4) addrspacecast (ptr addrspace(1) @g1 to ptr addrspace(4)), align 8

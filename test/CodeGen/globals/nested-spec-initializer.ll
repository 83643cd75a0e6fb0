;; An initializer that nests an aggregate holding a constant address space
;; cast (an OpSpecConstantOp) is an OpSpecConstantComposite at every level:
;; OpConstantComposite must not have spec constant operands, the inner
;; OpSpecConstantComposite included (newer spirv-val checks it; Csmith seed 4
;; in difftest's global mode made this). A nested aggregate of plain
;; constants stays OpConstantComposite.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#GEN:]] = OpSpecConstantOp %[[#]] PtrCastToGeneric %[[#G:]]
; CHECK-DAG: %[[#CAST:]] = OpSpecConstantOp %[[#]] Bitcast %[[#GEN]]
; CHECK-DAG: %[[#IN:]] = OpSpecConstantComposite %[[#]] %[[#CAST]]{{$}}
; CHECK-DAG: %[[#OUT:]] = OpSpecConstantComposite %[[#]] %[[#IN]]{{$}}
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#OUT]]
; CHECK-DAG: %[[#PIN:]] = OpConstantComposite %[[#]] %[[#]] %[[#]]{{$}}
; CHECK-DAG: %[[#POUT:]] = OpConstantComposite %[[#]] %[[#PIN]]{{$}}
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#POUT]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv64-unknown-unknown"

@g = internal addrspace(1) global i32 5, align 4
@nest = internal addrspace(1) global [1 x [1 x ptr addrspace(4)]] [[1 x ptr addrspace(4)] [ptr addrspace(4) addrspacecast (ptr addrspace(1) @g to ptr addrspace(4))]], align 8
@plain = internal addrspace(1) global [1 x [2 x i32]] [[2 x i32] [i32 1, i32 2]], align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
  %p = load ptr addrspace(4), ptr addrspace(1) @nest, align 8
  %v = load i32, ptr addrspace(4) %p, align 4
  %w = load i32, ptr addrspace(1) @plain, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

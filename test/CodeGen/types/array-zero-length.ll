;; A zero-length array (flexible array member) becomes a one-element array,
;; since SPIR-V arrays have at least one element; accesses past it still index.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#I32]] %[[#ONE]]
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I32]] %[[#ARR]]
; CHECK-NOT: OpConstant %[[#I32]] 0{{$}}
; CHECK: OpFunction

%struct.flex = type { i32, [0 x i32] }

define i32 @get(ptr addrspace(1) %s, i64 %i) {
  %p = getelementptr inbounds %struct.flex, ptr addrspace(1) %s, i64 0, i32 1, i64 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  ret i32 %v
}

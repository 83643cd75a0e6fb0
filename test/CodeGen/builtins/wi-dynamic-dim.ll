;; get_local_size(d) with a run-time d: the index is clamped into 0..2 before
;; OpVectorExtractDynamic, and an out-of-range d yields 1 (0 for get_global_id).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#Z32:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I64]] 1{{$}}
; CHECK-DAG: %[[#Z64:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-DAG: OpDecorate %[[#LS:]] BuiltIn WorkgroupSize
; CHECK-DAG: OpDecorate %[[#GID:]] BuiltIn GlobalInvocationId
; CHECK: %[[#D:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#V:]] = OpLoad %[[#V3]] %[[#LS]]
; CHECK-NEXT: %[[#OK:]] = OpULessThan %[[#BOOL]] %[[#D]] %[[#THREE]]
; CHECK-NEXT: %[[#SAFE:]] = OpSelect %[[#I32]] %[[#OK]] %[[#D]] %[[#Z32]]
; CHECK-NEXT: %[[#E:]] = OpVectorExtractDynamic %[[#I64]] %[[#V]] %[[#SAFE]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I64]] %[[#OK]] %[[#E]] %[[#ONE]]
; CHECK: %[[#G:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK: %[[#]] = OpSelect %[[#I64]] %[[#]] %[[#]] %[[#Z64]]

define spir_kernel void @k(ptr addrspace(1) %out, i32 %d) {
  %n = call spir_func i64 @_Z14get_local_sizej(i32 %d)
  %g = call spir_func i64 @_Z13get_global_idj(i32 %d)
  %s = add i64 %n, %g
  store i64 %s, ptr addrspace(1) %out
  ret void
}

declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func i64 @_Z13get_global_idj(i32)

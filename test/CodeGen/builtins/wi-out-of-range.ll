;; Constant dimensions above 2: get_global_id and get_global_offset give 0,
;; get_global_size, get_local_size and get_num_groups give 1, without reading
;; any BuiltIn variable.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: BuiltIn
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I64]] 1{{$}}
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-NOT: OpLoad
; CHECK: %[[#A:]] = OpIAdd %[[#I64]] %[[#ZERO]] %[[#ZERO]]
; CHECK-NEXT: %[[#B:]] = OpIAdd %[[#I64]] %[[#A]] %[[#ONE]]
; CHECK-NEXT: %[[#C:]] = OpIAdd %[[#I64]] %[[#B]] %[[#ONE]]
; CHECK-NEXT: %[[#]] = OpIAdd %[[#I64]] %[[#C]] %[[#ONE]]

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = call spir_func i64 @_Z13get_global_idj(i32 3)
  %b = call spir_func i64 @_Z17get_global_offsetj(i32 7)
  %c = call spir_func i64 @_Z15get_global_sizej(i32 3)
  %d = call spir_func i64 @_Z14get_local_sizej(i32 100)
  %e = call spir_func i64 @_Z14get_num_groupsj(i32 -1)
  %s1 = add i64 %a, %b
  %s2 = add i64 %s1, %c
  %s3 = add i64 %s2, %d
  %s4 = add i64 %s3, %e
  store i64 %s4, ptr addrspace(1) %out
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z17get_global_offsetj(i32)
declare spir_func i64 @_Z15get_global_sizej(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func i64 @_Z14get_num_groupsj(i32)

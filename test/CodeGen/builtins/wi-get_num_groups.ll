;; get_num_groups(0), get_num_groups(1), get_num_groups(2) load the NumWorkgroups BuiltIn Input variable (a size_t
;; 3-vector, decorated Constant, listed in the entry point's interface) and
;; extract the lane.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpEntryPoint Kernel %[[#]] "k" %[[#VAR:]]
; CHECK-DAG: OpDecorate %[[#VAR]] BuiltIn NumWorkgroups
; CHECK-DAG: OpDecorate %[[#VAR]] Constant
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK-DAG: %[[#PV:]] = OpTypePointer Input %[[#V3]]
; CHECK-DAG: %[[#VAR]] = OpVariable %[[#PV]] Input
; CHECK: %[[#L0:]] = OpLoad %[[#V3]] %[[#VAR]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#L0]] 0
; CHECK: %[[#L1:]] = OpLoad %[[#V3]] %[[#VAR]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#L1]] 1
; CHECK: %[[#L2:]] = OpLoad %[[#V3]] %[[#VAR]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#L2]] 2

define spir_kernel void @k(ptr addrspace(1) %out) {
  %x = call spir_func i64 @_Z14get_num_groupsj(i32 0)
  %y = call spir_func i64 @_Z14get_num_groupsj(i32 1)
  %z = call spir_func i64 @_Z14get_num_groupsj(i32 2)
  %s = add i64 %x, %y
  %t = add i64 %s, %z
  store i64 %t, ptr addrspace(1) %out
  ret void
}

declare spir_func i64 @_Z14get_num_groupsj(i32)

;; The sub-group queries load uint BuiltIns: SubgroupSize, SubgroupMaxSize,
;; NumSubgroups, NumEnqueuedSubgroups, SubgroupId, SubgroupLocalInvocationId
;; (all allowed by the Kernel capability).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#A:]] BuiltIn SubgroupSize
; CHECK-DAG: OpDecorate %[[#B:]] BuiltIn SubgroupMaxSize
; CHECK-DAG: OpDecorate %[[#C:]] BuiltIn NumSubgroups
; CHECK-DAG: OpDecorate %[[#D:]] BuiltIn NumEnqueuedSubgroups
; CHECK-DAG: OpDecorate %[[#E:]] BuiltIn SubgroupId
; CHECK-DAG: OpDecorate %[[#F:]] BuiltIn SubgroupLocalInvocationId
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#A]]
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#B]]
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#C]]
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#D]]
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#E]]
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#F]]

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = call spir_func i32 @_Z18get_sub_group_sizev()
  %b = call spir_func i32 @_Z22get_max_sub_group_sizev()
  %c = call spir_func i32 @_Z18get_num_sub_groupsv()
  %d = call spir_func i32 @_Z27get_enqueued_num_sub_groupsv()
  %e = call spir_func i32 @_Z16get_sub_group_idv()
  %f = call spir_func i32 @_Z22get_sub_group_local_idv()
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  store i32 %s5, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z18get_sub_group_sizev()
declare spir_func i32 @_Z22get_max_sub_group_sizev()
declare spir_func i32 @_Z18get_num_sub_groupsv()
declare spir_func i32 @_Z27get_enqueued_num_sub_groupsv()
declare spir_func i32 @_Z16get_sub_group_idv()
declare spir_func i32 @_Z22get_sub_group_local_idv()

;; SPV_KHR_uniform_group_instructions: the work-group collectives of
;; cl_khr_work_group_uniform_arithmetic (mul on integers and floats, bitwise
;; and/or/xor under both spellings in use, work_group_reduce_and and
;; work_group_reduce_bitwise_and, logical and/or/xor on int predicates) become
;; OpGroupIMulKHR/FMulKHR, OpGroupBitwise*KHR and OpGroupLogical*KHR at
;; Workgroup scope with the matching GroupOperation; __spirv_Group*KHR calls
;; name the instruction and its scope and operation directly. The system's
;; SPIRV-Tools knows these instructions.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_uniform_group_instructions %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability GroupUniformArithmeticKHR
; CHECK-DAG: OpExtension "SPV_KHR_uniform_group_instructions"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#TRUE:]] = OpConstantTrue %[[#BOOL]]
; CHECK: %[[#I:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#F:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#F64]]
; CHECK: %[[#]] = OpGroupBitwiseAndKHR %[[#I32]] %[[#WG]] Reduce %[[#I]]
; CHECK: %[[#]] = OpGroupBitwiseOrKHR %[[#I32]] %[[#WG]] InclusiveScan %[[#I]]
; CHECK: %[[#]] = OpGroupBitwiseXorKHR %[[#I64]] %[[#WG]] ExclusiveScan %[[#L]]
; CHECK: %[[#]] = OpGroupBitwiseAndKHR %[[#I32]] %[[#WG]] Reduce %[[#I]]
; CHECK: %[[#]] = OpGroupBitwiseXorKHR %[[#I64]] %[[#WG]] InclusiveScan %[[#L]]
; CHECK: %[[#]] = OpGroupFMulKHR %[[#F32]] %[[#WG]] Reduce %[[#F]]
; CHECK: %[[#]] = OpGroupIMulKHR %[[#I32]] %[[#WG]] InclusiveScan %[[#I]]
; CHECK: %[[#]] = OpGroupFMulKHR %[[#F64]] %[[#WG]] ExclusiveScan %[[#D]]
; CHECK: %[[#P:]] = OpINotEqual %[[#BOOL]] %[[#I]] %[[#ZERO]]
; CHECK-NEXT: %[[#R:]] = OpGroupLogicalAndKHR %[[#BOOL]] %[[#WG]] Reduce %[[#P]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#R]] %[[#ONE]] %[[#ZERO]]
; CHECK: %[[#]] = OpGroupLogicalOrKHR %[[#BOOL]] %[[#WG]] ExclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupLogicalXorKHR %[[#BOOL]] %[[#WG]] InclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupBitwiseAndKHR %[[#I32]] %[[#WG]] Reduce %[[#I]]
; CHECK: %[[#]] = OpGroupFMulKHR %[[#F32]] %[[#SG]] InclusiveScan %[[#F]]
; CHECK: %[[#]] = OpGroupLogicalOrKHR %[[#BOOL]] %[[#WG]] Reduce %[[#TRUE]]

define spir_kernel void @k(ptr addrspace(1) %p, i32 %i, i64 %l, float %f, double %d) {
  %r0 = call spir_func i32 @_Z21work_group_reduce_andi(i32 %i)
  store i32 %r0, ptr addrspace(1) %p
  %r1 = call spir_func i32 @_Z28work_group_scan_inclusive_orj(i32 %i)
  store i32 %r1, ptr addrspace(1) %p
  %r2 = call spir_func i64 @_Z29work_group_scan_exclusive_xorl(i64 %l)
  store i64 %r2, ptr addrspace(1) %p
  %b0 = call spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32 %i)
  store i32 %b0, ptr addrspace(1) %p
  %b1 = call spir_func i64 @_Z37work_group_scan_inclusive_bitwise_xorm(i64 %l)
  store i64 %b1, ptr addrspace(1) %p
  %r3 = call spir_func float @_Z21work_group_reduce_mulf(float %f)
  store float %r3, ptr addrspace(1) %p
  %r4 = call spir_func i32 @_Z29work_group_scan_inclusive_muli(i32 %i)
  store i32 %r4, ptr addrspace(1) %p
  %r5 = call spir_func double @_Z29work_group_scan_exclusive_muld(double %d)
  store double %r5, ptr addrspace(1) %p
  %r6 = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %i)
  store i32 %r6, ptr addrspace(1) %p
  %r7 = call spir_func i32 @_Z36work_group_scan_exclusive_logical_ori(i32 %i)
  store i32 %r7, ptr addrspace(1) %p
  %r8 = call spir_func i32 @_Z37work_group_scan_inclusive_logical_xori(i32 %i)
  store i32 %r8, ptr addrspace(1) %p
  %s0 = call spir_func i32 @_Z26__spirv_GroupBitwiseAndKHRiii(i32 2, i32 0, i32 %i)
  store i32 %s0, ptr addrspace(1) %p
  %s1 = call spir_func float @_Z20__spirv_GroupFMulKHRiif(i32 3, i32 1, float %f)
  store float %s1, ptr addrspace(1) %p
  %s2 = call spir_func i1 @_Z25__spirv_GroupLogicalOrKHRiib(i32 2, i32 0, i1 true)
  %z = zext i1 %s2 to i32
  store i32 %z, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z21work_group_reduce_andi(i32)
declare spir_func i32 @_Z28work_group_scan_inclusive_orj(i32)
declare spir_func i64 @_Z29work_group_scan_exclusive_xorl(i64)
declare spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32)
declare spir_func i64 @_Z37work_group_scan_inclusive_bitwise_xorm(i64)
declare spir_func float @_Z21work_group_reduce_mulf(float)
declare spir_func i32 @_Z29work_group_scan_inclusive_muli(i32)
declare spir_func double @_Z29work_group_scan_exclusive_muld(double)
declare spir_func i32 @_Z29work_group_reduce_logical_andi(i32)
declare spir_func i32 @_Z36work_group_scan_exclusive_logical_ori(i32)
declare spir_func i32 @_Z37work_group_scan_inclusive_logical_xori(i32)
declare spir_func i32 @_Z26__spirv_GroupBitwiseAndKHRiii(i32, i32, i32)
declare spir_func float @_Z20__spirv_GroupFMulKHRiif(i32, i32, float)
declare spir_func i1 @_Z25__spirv_GroupLogicalOrKHRiib(i32, i32, i1)

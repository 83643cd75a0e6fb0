; REQUIRES: llvm-spirv
;; cl_khr_subgroup_ballot: ballot, inverse ballot, bit extract, bit count and its
;; scans, find lsb/msb (GroupNonUniformBallot, SPIR-V 1.3).
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a, global uint4 *b, global uint *u) { uint4 x = sub_group_ballot(a[0]); b[0] = x; a[1] = sub_group_inverse_ballot(b[1]); a[2] = sub_group_ballot_bit_extract(b[1], 3u); u[0] = sub_group_ballot_bit_count(b[1]); u[1] = sub_group_ballot_inclusive_scan(b[1]); u[2] = sub_group_ballot_exclusive_scan(b[1]); u[3] = sub_group_ballot_find_lsb(b[1]); u[4] = sub_group_ballot_find_msb(b[1]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK: ; Version: 1.3
; CHECK-DAG: OpCapability GroupNonUniformBallot
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#P:]] = OpINotEqual %[[#BOOL]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformBallot %[[#V4]] %[[#SG]] %[[#P]]
; CHECK: %[[#]] = OpGroupNonUniformInverseBallot %[[#BOOL]] %[[#SG]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBallotBitExtract %[[#BOOL]] %[[#SG]] %[[#]] %[[#SG]]
; CHECK: %[[#]] = OpGroupNonUniformBallotBitCount %[[#I32]] %[[#SG]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBallotBitCount %[[#I32]] %[[#SG]] InclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBallotBitCount %[[#I32]] %[[#SG]] ExclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBallotFindLSB %[[#I32]] %[[#SG]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBallotFindMSB %[[#I32]] %[[#SG]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 16 %1, ptr addrspace(1) align 4 %2) {
  %4 = load i32, ptr addrspace(1) %0, align 4
  %5 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 %4)
  store <4 x i32> %5, ptr addrspace(1) %1, align 16
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16
  %7 = load <4 x i32>, ptr addrspace(1) %6, align 16
  %8 = tail call spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(<4 x i32> %7)
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  store i32 %8, ptr addrspace(1) %9, align 4
  %10 = load <4 x i32>, ptr addrspace(1) %6, align 16
  %11 = tail call spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32> %10, i32 3)
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  store i32 %11, ptr addrspace(1) %12, align 4
  %13 = load <4 x i32>, ptr addrspace(1) %6, align 16
  %14 = tail call spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> %13)
  store i32 %14, ptr addrspace(1) %2, align 4
  %15 = load <4 x i32>, ptr addrspace(1) %6, align 16
  %16 = tail call spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> %15)
  %17 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  store i32 %16, ptr addrspace(1) %17, align 4
  %18 = load <4 x i32>, ptr addrspace(1) %6, align 16
  %19 = tail call spir_func i32 @_Z31sub_group_ballot_exclusive_scanDv4_j(<4 x i32> %18)
  %20 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  store i32 %19, ptr addrspace(1) %20, align 4
  %21 = load <4 x i32>, ptr addrspace(1) %6, align 16
  %22 = tail call spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> %21)
  %23 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 12
  store i32 %22, ptr addrspace(1) %23, align 4
  %24 = load <4 x i32>, ptr addrspace(1) %6, align 16
  %25 = tail call spir_func i32 @_Z25sub_group_ballot_find_msbDv4_j(<4 x i32> %24)
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16
  store i32 %25, ptr addrspace(1) %26, align 4
  ret void
}

declare spir_func <4 x i32> @_Z16sub_group_balloti(i32)

declare spir_func i32 @_Z24sub_group_inverse_ballotDv4_j(<4 x i32>)

declare spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32>, i32)

declare spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32>)

declare spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32>)

declare spir_func i32 @_Z31sub_group_ballot_exclusive_scanDv4_j(<4 x i32>)

declare spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32>)

declare spir_func i32 @_Z25sub_group_ballot_find_msbDv4_j(<4 x i32>)

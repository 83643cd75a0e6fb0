; REQUIRES: llvm-spirv
;; cl_khr_subgroup_extended_types: char, ushort and uchar sub-group operations.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global char *c, global ushort *s, global uchar *uc) { c[0] = sub_group_broadcast(c[0], 1u); s[0] = sub_group_reduce_max(s[0]); c[1] = sub_group_scan_inclusive_min(c[1]); uc[0] = sub_group_reduce_add(uc[0]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK: %[[#]] = OpGroupBroadcast %[[#I8]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupUMax %[[#I16]] %[[#]] Reduce %[[#]]
; CHECK: %[[#]] = OpGroupSMin %[[#I8]] %[[#]] InclusiveScan %[[#]]
; CHECK: %[[#]] = OpGroupIAdd %[[#I8]] %[[#]] Reduce %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 1 %0, ptr addrspace(1) align 2 %1, ptr addrspace(1) align 1 %2) {
  %4 = load i8, ptr addrspace(1) %0, align 1
  %5 = tail call spir_func signext i8 @_Z19sub_group_broadcastcj(i8 signext %4, i32 1)
  store i8 %5, ptr addrspace(1) %0, align 1
  %6 = load i16, ptr addrspace(1) %1, align 2
  %7 = tail call spir_func zeroext i16 @_Z20sub_group_reduce_maxt(i16 zeroext %6)
  store i16 %7, ptr addrspace(1) %1, align 2
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 1
  %9 = load i8, ptr addrspace(1) %8, align 1
  %10 = tail call spir_func signext i8 @_Z28sub_group_scan_inclusive_minc(i8 signext %9)
  store i8 %10, ptr addrspace(1) %8, align 1
  %11 = load i8, ptr addrspace(1) %2, align 1
  %12 = tail call spir_func zeroext i8 @_Z20sub_group_reduce_addh(i8 zeroext %11)
  store i8 %12, ptr addrspace(1) %2, align 1
  ret void
}

declare spir_func signext i8 @_Z19sub_group_broadcastcj(i8 signext, i32)

declare spir_func zeroext i16 @_Z20sub_group_reduce_maxt(i16 zeroext)

declare spir_func signext i8 @_Z28sub_group_scan_inclusive_minc(i8 signext)

declare spir_func zeroext i8 @_Z20sub_group_reduce_addh(i8 zeroext)

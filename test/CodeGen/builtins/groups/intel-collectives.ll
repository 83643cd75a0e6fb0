;; The cl_intel_subgroups_char / _short collectives (intel_sub_group_broadcast,
;; _reduce_*, _scan_*) are the core sub-group Group instructions, as their
;; sub_group_* counterparts: no extension, the signedness from the mangled
;; argument type.
;; OpenCL C (CL1.2, -O2), with each builtin declared overloadable:
;;   kernel void k(global short *s, global uchar4 *c4, global ushort *u, global char *c, global uchar *uc) {
;;     s[0] = intel_sub_group_broadcast(s[1], 2u); c4[0] = intel_sub_group_broadcast(c4[1], 0u);
;;     u[0] = intel_sub_group_reduce_add(u[1]); c[0] = intel_sub_group_reduce_min(c[1]);
;;     s[2] = intel_sub_group_scan_exclusive_max(s[3]); uc[0] = intel_sub_group_scan_inclusive_add(uc[1]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability Groups
; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4C:]] = OpTypeVector %[[#I8]] 4
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK: OpGroupBroadcast %[[#I16]] %[[#SG]] %[[#]] %[[#]]
; CHECK: OpGroupBroadcast %[[#V4C]] %[[#SG]] %[[#]] %[[#]]
; CHECK: OpGroupIAdd %[[#I16]] %[[#SG]] Reduce %[[#]]
; CHECK: OpGroupSMin %[[#I8]] %[[#SG]] Reduce %[[#]]
; CHECK: OpGroupSMax %[[#I16]] %[[#SG]] ExclusiveScan %[[#]]
; CHECK: OpGroupIAdd %[[#I8]] %[[#SG]] InclusiveScan %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) nocapture align 2 %0, ptr addrspace(1) nocapture align 4 %1, ptr addrspace(1) nocapture align 2 %2, ptr addrspace(1) nocapture align 1 %3, ptr addrspace(1) nocapture align 1 %4) {
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 2
  %7 = load i16, ptr addrspace(1) %6, align 2
  %8 = tail call spir_func signext i16 @_Z25intel_sub_group_broadcastsj(i16 signext %7, i32 2)
  store i16 %8, ptr addrspace(1) %0, align 2
  %9 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %10 = load <4 x i8>, ptr addrspace(1) %9, align 4
  %11 = tail call spir_func <4 x i8> @_Z25intel_sub_group_broadcastDv4_hj(<4 x i8> %10, i32 0)
  store <4 x i8> %11, ptr addrspace(1) %1, align 4
  %12 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 2
  %13 = load i16, ptr addrspace(1) %12, align 2
  %14 = tail call spir_func zeroext i16 @_Z26intel_sub_group_reduce_addt(i16 zeroext %13)
  store i16 %14, ptr addrspace(1) %2, align 2
  %15 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 1
  %16 = load i8, ptr addrspace(1) %15, align 1
  %17 = tail call spir_func signext i8 @_Z26intel_sub_group_reduce_minc(i8 signext %16)
  store i8 %17, ptr addrspace(1) %3, align 1
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 6
  %19 = load i16, ptr addrspace(1) %18, align 2
  %20 = tail call spir_func signext i16 @_Z34intel_sub_group_scan_exclusive_maxs(i16 signext %19)
  %21 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  store i16 %20, ptr addrspace(1) %21, align 2
  %22 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 1
  %23 = load i8, ptr addrspace(1) %22, align 1
  %24 = tail call spir_func zeroext i8 @_Z34intel_sub_group_scan_inclusive_addh(i8 zeroext %23)
  store i8 %24, ptr addrspace(1) %4, align 1
  ret void
}

declare spir_func signext i16 @_Z25intel_sub_group_broadcastsj(i16 signext, i32 noundef)

declare spir_func <4 x i8> @_Z25intel_sub_group_broadcastDv4_hj(<4 x i8> noundef, i32 noundef)

declare spir_func zeroext i16 @_Z26intel_sub_group_reduce_addt(i16 zeroext)

declare spir_func signext i8 @_Z26intel_sub_group_reduce_minc(i8 signext)

declare spir_func signext i16 @_Z34intel_sub_group_scan_exclusive_maxs(i16 signext)

declare spir_func zeroext i8 @_Z34intel_sub_group_scan_inclusive_addh(i8 zeroext)


; REQUIRES: llvm-spirv
;; work_group_broadcast with a 1D, 2D and 3D local id (a size_t vector for 2D/3D).
;; OpenCL C (CL2.0):
;;   kernel void k(global int *a, global float *f, global int *o) { o[0] = work_group_broadcast(a[0], 3); f[1] = work_group_broadcast(f[0], 1, 2); o[2] = work_group_broadcast(a[2], 1, 2, 3); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#L3:]] = OpConstant %[[#I64]] 3
; CHECK-DAG: %[[#L1:]] = OpConstant %[[#I64]] 1
; CHECK-DAG: %[[#L2:]] = OpConstant %[[#I64]] 2
; CHECK: %[[#]] = OpGroupBroadcast %[[#I32]] %[[#WG]] %[[#]] %[[#L3]]
; CHECK: %[[#ID2:]] = OpCompositeConstruct %[[#V2]] %[[#L1]] %[[#L2]]
; CHECK-NEXT: %[[#]] = OpGroupBroadcast %[[#F32]] %[[#WG]] %[[#]] %[[#ID2]]
; CHECK: %[[#ID3:]] = OpCompositeConstruct %[[#V3]] %[[#L1]] %[[#L2]] %[[#L3]]
; CHECK-NEXT: %[[#]] = OpGroupBroadcast %[[#I32]] %[[#WG]] %[[#]] %[[#ID3]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2) {
  %4 = load i32, ptr addrspace(1) %0, align 4
  %5 = tail call spir_func i32 @_Z20work_group_broadcastim(i32 %4, i64 3)
  store i32 %5, ptr addrspace(1) %2, align 4
  %6 = load float, ptr addrspace(1) %1, align 4
  %7 = tail call spir_func float @_Z20work_group_broadcastfmm(float %6, i64 1, i64 2)
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store float %7, ptr addrspace(1) %8, align 4
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = tail call spir_func i32 @_Z20work_group_broadcastimmm(i32 %10, i64 1, i64 2, i64 3)
  %12 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  store i32 %11, ptr addrspace(1) %12, align 4
  ret void
}

declare spir_func i32 @_Z20work_group_broadcastim(i32, i64)

declare spir_func float @_Z20work_group_broadcastfmm(float, i64, i64)

declare spir_func i32 @_Z20work_group_broadcastimmm(i32, i64, i64, i64)

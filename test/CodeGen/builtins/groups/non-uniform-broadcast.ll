; REQUIRES: llvm-spirv
;; sub_group_non_uniform_broadcast: a constant id is OpGroupNonUniformBroadcast
;; (SPIR-V before 1.5 wants a constant), a run-time one a shuffle; broadcast_first.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a, global uint *idx) { a[0] = sub_group_non_uniform_broadcast(a[0], 2u); a[1] = sub_group_non_uniform_broadcast(a[1], idx[0]); a[2] = sub_group_broadcast_first(a[2]); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability GroupNonUniformBallot
; CHECK-DAG: OpCapability GroupNonUniformShuffle
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#I32]] 2
; CHECK: %[[#]] = OpGroupNonUniformBroadcast %[[#I32]] %[[#SG]] %[[#]] %[[#TWO]]
; CHECK: %[[#]] = OpGroupNonUniformShuffle %[[#I32]] %[[#SG]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupNonUniformBroadcastFirst %[[#I32]] %[[#SG]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = load i32, ptr addrspace(1) %0, align 4
  %4 = tail call spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32 %3, i32 2)
  store i32 %4, ptr addrspace(1) %0, align 4
  %5 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %6 = load i32, ptr addrspace(1) %5, align 4
  %7 = load i32, ptr addrspace(1) %1, align 4
  %8 = tail call spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32 %6, i32 %7)
  store i32 %8, ptr addrspace(1) %5, align 4
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = tail call spir_func i32 @_Z25sub_group_broadcast_firsti(i32 %10)
  store i32 %11, ptr addrspace(1) %9, align 4
  ret void
}

declare spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32, i32)

declare spir_func i32 @_Z25sub_group_broadcast_firsti(i32)

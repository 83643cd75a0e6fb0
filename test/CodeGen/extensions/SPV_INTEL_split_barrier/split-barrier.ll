;; intel_work_group_barrier_arrive/wait: OpControlBarrierArriveINTEL (release) and
;; OpControlBarrierWaitINTEL (acquire) at Workgroup scope (SPV_INTEL_split_barrier).
;; OpenCL C (CL2.0):
;;   void __attribute__((overloadable)) intel_work_group_barrier_arrive(uint); void __attribute__((overloadable)) intel_work_group_barrier_wait(uint); void __attribute__((overloadable)) intel_work_group_barrier_arrive(uint, memory_scope);
;;   kernel void k(global int *o) { o[0] = 1; intel_work_group_barrier_arrive(CLK_GLOBAL_MEM_FENCE); o[1] = 2; intel_work_group_barrier_wait(CLK_GLOBAL_MEM_FENCE); o[2] = 3; }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_split_barrier %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_split_barrier %s -o - | FileCheck %s

; CHECK-DAG: OpCapability SplitBarrierINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_split_barrier"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 516
; CHECK-DAG: %[[#ACQ:]] = OpConstant %[[#I32]] 514
; CHECK: OpControlBarrierArriveINTEL %[[#WG]] %[[#WG]] %[[#REL]]
; CHECK: OpControlBarrierWaitINTEL %[[#WG]] %[[#WG]] %[[#ACQ]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  store i32 1, ptr addrspace(1) %0, align 4
  tail call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 2)
  %2 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  store i32 2, ptr addrspace(1) %2, align 4
  tail call spir_func void @_Z29intel_work_group_barrier_waitj(i32 2)
  %3 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  store i32 3, ptr addrspace(1) %3, align 4
  ret void
}

declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32)

declare spir_func void @_Z29intel_work_group_barrier_waitj(i32)

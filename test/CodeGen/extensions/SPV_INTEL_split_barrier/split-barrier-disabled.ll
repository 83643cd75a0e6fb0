;; intel_work_group_barrier_arrive without SPV_INTEL_split_barrier: the error names the option.
;; OpenCL C (CL1.2):
;;   void __attribute__((overloadable)) intel_work_group_barrier_arrive(uint);
;;   kernel void k(global int *o) { o[0] = 1; intel_work_group_barrier_arrive(CLK_GLOBAL_MEM_FENCE); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}OpControlBarrierArriveINTEL needs capability SplitBarrierINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_split_barrier)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  store i32 1, ptr addrspace(1) %0, align 4
  tail call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 2)
  ret void
}

declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32)

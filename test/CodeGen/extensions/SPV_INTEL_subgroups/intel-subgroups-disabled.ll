;; intel_sub_group_shuffle without SPV_INTEL_subgroups: the error names the option.
;; OpenCL C (CL1.2):
;;   int __attribute__((overloadable)) intel_sub_group_shuffle(int, uint);
;;   kernel void k(global int *a) { a[0] = intel_sub_group_shuffle(a[0], 3u); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}OpSubgroupShuffleINTEL needs capability SubgroupShuffleINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_subgroups)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  %2 = load i32, ptr addrspace(1) %0, align 4
  %3 = tail call spir_func i32 @_Z23intel_sub_group_shuffleij(i32 %2, i32 3)
  store i32 %3, ptr addrspace(1) %0, align 4
  ret void
}

declare spir_func i32 @_Z23intel_sub_group_shuffleij(i32, i32)

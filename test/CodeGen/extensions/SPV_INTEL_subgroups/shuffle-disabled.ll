;; intel_sub_group_shuffle without SPV_INTEL_subgroups where the core
;; fallback (OpGroupNonUniformShuffle, SPIR-V 1.3) is not allowed either: the
;; error names the option that would enable the Intel instruction.
;; OpenCL C (CL1.2):
;;   int __attribute__((overloadable)) intel_sub_group_shuffle(int, uint);
;;   kernel void k(global int *a) { a[0] = intel_sub_group_shuffle(a[0], 3u); }
; RUN: not llc-spirv -mtriple=spirv64v1.2 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64v1.2 %s -o %t.spv 2>/dev/null; test $? = 1'
;; Enabled, SPIR-V 1.2 has the Intel instruction.
; RUN: llc-spirv -mtriple=spirv64v1.2 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.ext.spv
; RUN: spirv-val %t.ext.spv
; RUN: spirv-dis --raw-id --no-header %t.ext.spv | FileCheck %s --check-prefix=EXT

; CHECK: llc-spirv: error: {{.*}}shuffle-disabled.ll:[[@LINE+10]]: in @k: %3 = tail call spir_func i32 @_Z23intel_sub_group_shuffleij(i32 %2, i32 3): OpSubgroupShuffleINTEL needs capability SubgroupShuffleINTEL, which is not available for spirv64v1.2 (enable it with --spirv-ext=+SPV_INTEL_subgroups)

; EXT: OpCapability SubgroupShuffleINTEL
; EXT: OpExtension "SPV_INTEL_subgroups"
; EXT: OpSubgroupShuffleINTEL

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  %2 = load i32, ptr addrspace(1) %0, align 4
  %3 = tail call spir_func i32 @_Z23intel_sub_group_shuffleij(i32 %2, i32 3)
  store i32 %3, ptr addrspace(1) %0, align 4
  ret void
}

declare spir_func i32 @_Z23intel_sub_group_shuffleij(i32, i32)

;; intel_sub_group_block_prefetch_* (cl_intel_subgroup_buffer_prefetch) need
;; OpSubgroupBlockPrefetchINTEL, which is not lowered yet (the installed
;; SPIR-V grammar does not define it): a clear error, with or without the
;; extension, instead of a call to an imported function no driver has.
;; OpenCL C (CL1.2):
;;   void __attribute__((overloadable)) intel_sub_group_block_prefetch_ui4(const global uint *);
;;   kernel void k(global uint *p) { intel_sub_group_block_prefetch_ui4(p); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}intel-subgroup-prefetch.ll:[[@LINE+5]]: in @k: tail call spir_func void @_Z34intel_sub_group_block_prefetch_ui4PU3AS1Kj(ptr addrspace(1) %p): builtin intel_sub_group_block_prefetch_ui4 is not supported for spirv64 ({{.*}}OpSubgroupBlockPrefetchINTEL{{.*}})

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %p) {
  tail call spir_func void @_Z34intel_sub_group_block_prefetch_ui4PU3AS1Kj(ptr addrspace(1) %p)
  ret void
}

declare spir_func void @_Z34intel_sub_group_block_prefetch_ui4PU3AS1Kj(ptr addrspace(1))

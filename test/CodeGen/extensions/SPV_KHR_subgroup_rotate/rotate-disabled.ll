;; sub_group_rotate without SPV_KHR_subgroup_rotate: the error names the option.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global int *a) { a[0] = sub_group_rotate(a[0], 1); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}OpGroupNonUniformRotateKHR needs capability GroupNonUniformRotateKHR, which is not available for spirv64 (enable it with --spirv-ext=+SPV_KHR_subgroup_rotate)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0) {
  %2 = load i32, ptr addrspace(1) %0, align 4
  %3 = tail call spir_func i32 @_Z16sub_group_rotateii(i32 %2, i32 1)
  store i32 %3, ptr addrspace(1) %0, align 4
  ret void
}

declare spir_func i32 @_Z16sub_group_rotateii(i32, i32)

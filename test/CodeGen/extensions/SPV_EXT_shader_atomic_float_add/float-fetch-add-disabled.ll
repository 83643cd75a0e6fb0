;; A float atomic_fetch_add without SPV_EXT_shader_atomic_float_add is an error
;; at the call that names the option enabling it.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global atomic_float *a, global float *o) { o[0] = atomic_fetch_add(a, 1.5f); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}float-fetch-add-disabled.ll:13: in @k: %3 = {{.*}}: capability AtomicFloat32AddEXT is not available for spirv64 (enable it with --spirv-ext=+SPV_EXT_shader_atomic_float_add)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = tail call spir_func float @_Z16atomic_fetch_addPU3AS1VU7_Atomicff(ptr addrspace(1) %0, float 1.500000e+00)
  store float %3, ptr addrspace(1) %1, align 4
  ret void
}

declare spir_func float @_Z16atomic_fetch_addPU3AS1VU7_Atomicff(ptr addrspace(1), float)

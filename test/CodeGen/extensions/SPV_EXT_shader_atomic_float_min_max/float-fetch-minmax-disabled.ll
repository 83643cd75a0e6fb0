;; atomic_fetch_min/max on atomic_float and atomicrmw fmin/fmax without
;; SPV_EXT_shader_atomic_float_min_max: the core has no floating-point atomic
;; minimum or maximum, so a clear error names the option; no output file is
;; left behind. SPV_EXT_shader_atomic_float_add does not enable them.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed 's/^  %%4 = tail call.*/  %%4 = atomicrmw fmax ptr addrspace(4) %%3, float 1.5 seq_cst/' %s > %t.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RMW
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}float-fetch-minmax-disabled.ll:[[@LINE+7]]: in @k: {{.*}}atomic_fetch_min{{.*}}: capability AtomicFloat32MinMaxEXT is not available for spirv64 (enable it with --spirv-ext=+SPV_EXT_shader_atomic_float_min_max)
; RMW: llc-spirv: error: {{.*}}: in @k: %4 = atomicrmw fmax {{.*}}: capability AtomicFloat32MinMaxEXT is not available for spirv64 (enable it with --spirv-ext=+SPV_EXT_shader_atomic_float_min_max)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func float @_Z16atomic_fetch_minPU3AS4VU7_Atomicff(ptr addrspace(4) %3, float 1.500000e+00)
  store float %4, ptr addrspace(1) %1, align 4
  ret void
}

declare spir_func float @_Z16atomic_fetch_minPU3AS4VU7_Atomicff(ptr addrspace(4), float)

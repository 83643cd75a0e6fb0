;; atomic_fetch_min/max on atomic_float without
;; SPV_EXT_shader_atomic_float_min_max: a clear error names the option; no
;; output file is left behind. SPV_EXT_shader_atomic_float_add does not enable
;; them. (atomicrmw fmin/fmax becomes a compare-exchange loop instead.)
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}float-fetch-minmax-disabled.ll:[[@LINE+6]]: in @k: {{.*}}atomic_fetch_min{{.*}}: capability AtomicFloat32MinMaxEXT is not available for spirv64 (enable it with --spirv-ext=+SPV_EXT_shader_atomic_float_min_max)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func float @_Z16atomic_fetch_minPU3AS4VU7_Atomicff(ptr addrspace(4) %3, float 1.500000e+00)
  store float %4, ptr addrspace(1) %1, align 4
  ret void
}

declare spir_func float @_Z16atomic_fetch_minPU3AS4VU7_Atomicff(ptr addrspace(4), float)

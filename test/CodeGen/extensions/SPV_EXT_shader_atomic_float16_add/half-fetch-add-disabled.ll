;; atomic_fetch_add on atomic_half without SPV_EXT_shader_atomic_float16_add:
;; OpAtomicFAddEXT on a half needs AtomicFloat16AddEXT, and there is no core
;; instruction for it, so the error names the option. The extension builds on
;; SPV_EXT_shader_atomic_float_add, whose instruction it is: enabling only the
;; half one names the other. No output file is left behind.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float16_add %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=BASE
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}half-fetch-add-disabled.ll:[[@LINE+6]]: in @k: {{.*}}: capability AtomicFloat16AddEXT is not available for spirv64 (enable it with --spirv-ext=+SPV_EXT_shader_atomic_float16_add)
; BASE: llc-spirv: error: {{.*}}half-fetch-add-disabled.ll:[[@LINE+5]]: in @k: {{.*}}: OpAtomicFAddEXT needs extension SPV_EXT_shader_atomic_float_add; enable it with --spirv-ext=+SPV_EXT_shader_atomic_float_add

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 2 %0, ptr addrspace(1) align 2 %1) {
  %3 = tail call spir_func half @_Z16atomic_fetch_addPU3AS1VU7_AtomicDhDh(ptr addrspace(1) %0, half 0xH3E00)
  store half %3, ptr addrspace(1) %1, align 2
  ret void
}

declare spir_func half @_Z16atomic_fetch_addPU3AS1VU7_AtomicDhDh(ptr addrspace(1), half)

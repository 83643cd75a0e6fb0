;; An atomicrmw fadd on half needs SPV_EXT_shader_atomic_float16_add (and
;; SPV_EXT_shader_atomic_float_add for the instruction): without
;; it there is no 16-bit compare-and-swap to build it from, so it is a clear
;; error naming the extension.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float16_add %s -o %t2.spv
; RUN: spirv-val %t2.spv

; CHECK: llc-spirv: error: {{.*}}atomic-half-fadd.ll:[[@LINE+2]]: in @g: %a = atomicrmw fadd ptr addrspace(1) %p, half 0xH3C00 seq_cst, align 2: atomicrmw fadd on half is not supported for spirv64 without --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float16_add
define spir_func void @g(ptr addrspace(1) %p) {
  %a = atomicrmw fadd ptr addrspace(1) %p, half 1.0 seq_cst
  ret void
}

;; What SPV_KHR_bfloat16 cannot express exactly is an error, not a wrong
;; result: conversions to bfloat from double or from integers wider than 24
;; bits (SPIR-V converts through float, rounding twice where LLVM rounds once),
;; intrinsics and builtins on bfloat (extended instructions are not allowed on
;; it), and atomics on bfloat (they need SPV_INTEL_16bit_atomics, whose
;; tests are in ../SPV_INTEL_16bit_atomics/).
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %t/trunc.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=TRUNC
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %t/sitofp.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SITOFP
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %t/fabs.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FABS
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %t/atomic.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ATOMIC
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %t/rmw.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RMW
;; the same under SPV_INTEL_bfloat16_conversion
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %t/trunc.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=TRUNC
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %t/fabs.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FABS

; TRUNC: llc-spirv: error: {{.*}}trunc.ll:2: in @k: %b = fptrunc double %x to bfloat: fptrunc from double to bfloat is not supported for spirv64 (SPIR-V converts through float, which rounds twice)
; SITOFP: llc-spirv: error: {{.*}}sitofp.ll:2: in @k: %b = sitofp i32 %x to bfloat: sitofp from i32 to bfloat is not supported for spirv64 (SPIR-V converts through float, which rounds twice)
; FABS: llc-spirv: error: {{.*}}fabs.ll:2: in @k: %b = call bfloat @llvm.fabs.bf16(bfloat %x): a call of llvm.fabs.bf16 with bfloat values is not supported for spirv64 (of the intrinsics and builtins only dot of two vectors takes bfloat, under SPV_KHR_bfloat16)
; ATOMIC: llc-spirv: error: {{.*}}atomic.ll:2: in @k: %b = load atomic bfloat, ptr addrspace(1) %p seq_cst, align 2: an atomic operation on bfloat is not supported for spirv64 without --spirv-ext=+SPV_INTEL_16bit_atomics{{$}}
; RMW: llc-spirv: error: {{.*}}rmw.ll:2: in @k: %b = atomicrmw fadd ptr addrspace(1) %p, bfloat %x seq_cst, align 2: atomicrmw fadd on bfloat is not supported for spirv64 without --spirv-ext=+SPV_INTEL_16bit_atomics,+SPV_EXT_shader_atomic_float_add{{$}}

;--- trunc.ll
define spir_kernel void @k(double %x, ptr addrspace(1) %p) {
  %b = fptrunc double %x to bfloat
  store bfloat %b, ptr addrspace(1) %p, align 2
  ret void
}
;--- sitofp.ll
define spir_kernel void @k(i32 %x, ptr addrspace(1) %p) {
  %b = sitofp i32 %x to bfloat
  store bfloat %b, ptr addrspace(1) %p, align 2
  ret void
}
;--- fabs.ll
define spir_kernel void @k(bfloat %x, ptr addrspace(1) %p) {
  %b = call bfloat @llvm.fabs.bf16(bfloat %x)
  store bfloat %b, ptr addrspace(1) %p, align 2
  ret void
}
declare bfloat @llvm.fabs.bf16(bfloat)
;--- atomic.ll
define spir_kernel void @k(bfloat %x, ptr addrspace(1) %p) {
  %b = load atomic bfloat, ptr addrspace(1) %p seq_cst, align 2
  store bfloat %b, ptr addrspace(1) %p, align 2
  ret void
}
;--- rmw.ll
define spir_kernel void @k(bfloat %x, ptr addrspace(1) %p) {
  %b = atomicrmw fadd ptr addrspace(1) %p, bfloat %x seq_cst, align 2
  store bfloat %b, ptr addrspace(1) %p, align 2
  ret void
}

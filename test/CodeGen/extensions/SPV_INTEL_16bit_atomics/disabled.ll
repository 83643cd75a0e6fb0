;; Without SPV_INTEL_16bit_atomics: an i16 atomicrmw, cmpxchg, load or store
;; works on the 32-bit word that holds it (as before, instructions/
;; atomicrmw-narrow.ll), and declares none of the extension's capabilities.
;; bfloat atomics and the OpenCL C atomics on short have no such fallback:
;; a clear error names what to enable (only what is not enabled yet).
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 %t/int16.ll -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %t/bfloat.ll -o %t.bf.spv 2>&1 | FileCheck %s --check-prefix=BF
; RUN: not test -e %t.bf.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16,+SPV_INTEL_16bit_atomics %t/bfloat.ll -o %t.bf.spv 2>&1 | FileCheck %s --check-prefix=BFADD
; RUN: not llc-spirv -mtriple=spirv64 %t/short.ll -o %t.s.spv 2>&1 | FileCheck %s --check-prefix=SHORT

; CHECK-NOT: INTEL
; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#W:]] = OpAtomicLoad %[[#I32]]
; CHECK: OpUConvert %[[#I16]]
; CHECK: OpAtomicCompareExchange %[[#I32]]
; CHECK-NOT: OpAtomicIAdd %[[#I16]]

; BF: llc-spirv: error: {{.*}}bfloat.ll:2: in @k: %a = atomicrmw fadd ptr addrspace(1) %p, bfloat %x seq_cst, align 2: atomicrmw fadd on bfloat is not supported for spirv64 without --spirv-ext=+SPV_INTEL_16bit_atomics,+SPV_EXT_shader_atomic_float_add{{$}}
; BFADD: llc-spirv: error: {{.*}}bfloat.ll:2: in @k: {{.*}} without --spirv-ext=+SPV_EXT_shader_atomic_float_add{{$}}
; SHORT: llc-spirv: error: {{.*}}short.ll:2: in @k: {{.*}}builtin atomic_fetch_add is not supported for spirv64 on a 16-bit integer without --spirv-ext=+SPV_INTEL_16bit_atomics{{$}}

;--- int16.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i16 %x) {
  %a = atomicrmw add ptr addrspace(1) %p, i16 %x seq_cst, align 2
  store i16 %a, ptr addrspace(1) %p, align 2
  ret void
}
;--- bfloat.ll
define spir_kernel void @k(ptr addrspace(1) %p, bfloat %x) {
  %a = atomicrmw fadd ptr addrspace(1) %p, bfloat %x seq_cst, align 2
  ret void
}
;--- short.ll
define spir_kernel void @k(ptr addrspace(1) %p, i16 %x) {
  %f = call spir_func i16 @_Z16atomic_fetch_addPU3AS1VU7_Atomicss(ptr addrspace(1) %p, i16 %x)
  ret void
}
declare spir_func i16 @_Z16atomic_fetch_addPU3AS1VU7_Atomicss(ptr addrspace(1), i16)

;; SPV_INTEL_16bit_atomics on bfloat (a real type under SPV_KHR_bfloat16):
;; atomicrmw fadd/fsub (OpAtomicFAddEXT, also SPV_EXT_shader_atomic_float_add's
;; instruction) takes AtomicBFloat16AddINTEL (6255), fmin/fmax
;; AtomicBFloat16MinMaxINTEL (6256), xchg and atomic load and store
;; AtomicBFloat16LoadStoreINTEL (6262); each implies BFloat16TypeKHR.
;; No validator here knows the capabilities: printed instructions and words.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_16bit_atomics,+SPV_KHR_bfloat16,+SPV_EXT_shader_atomic_float_add %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_16bit_atomics,+SPV_KHR_bfloat16,+SPV_EXT_shader_atomic_float_add %s -o %t.spv
;; spirv-val rejects the module at the capability it does not know, its first error
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
;; OpCapability 6255, 6256, 6262 (sorted by value)
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | paste -sd' ' | FileCheck %s --check-prefix=WORDS
; WORDS: 00020011 0000186f 00020011 00001870 00020011 00001876

; CHECK-DAG: OpCapability AtomicBFloat16AddINTEL
; CHECK-DAG: OpCapability AtomicBFloat16MinMaxINTEL
; CHECK-DAG: OpCapability AtomicBFloat16LoadStoreINTEL
; CHECK-NOT: OpCapability AtomicFloat16
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
; CHECK-DAG: OpExtension "SPV_INTEL_16bit_atomics"
; CHECK-DAG: OpExtension "SPV_KHR_bfloat16"
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR

; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#BF]]
; CHECK: %[[#A:]] = OpAtomicFAddEXT %[[#BF]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#N:]] = OpFNegate %[[#BF]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicFAddEXT %[[#BF]] %[[#P]] %[[#]] %[[#]] %[[#N]]
; CHECK-NEXT: %[[#]] = OpAtomicFMinEXT %[[#BF]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicFMaxEXT %[[#BF]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicExchange %[[#BF]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#L:]] = OpAtomicLoad %[[#BF]] %[[#P]]
; CHECK-NEXT: OpAtomicStore %[[#P]] %[[#]] %[[#]] %[[#L]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, bfloat %x) {
  %a = atomicrmw fadd ptr addrspace(1) %p, bfloat %x seq_cst, align 2
  %s = atomicrmw fsub ptr addrspace(1) %p, bfloat %x seq_cst, align 2
  %n = atomicrmw fmin ptr addrspace(1) %p, bfloat %x monotonic, align 2
  %m = atomicrmw fmax ptr addrspace(1) %p, bfloat %x monotonic, align 2
  %e = atomicrmw xchg ptr addrspace(1) %p, bfloat %x acq_rel, align 2
  %l = load atomic bfloat, ptr addrspace(1) %p acquire, align 2
  store atomic bfloat %l, ptr addrspace(1) %p release, align 2
  ret void
}

; VAL: error: line {{[0-9]+}}: Invalid capability operand: 6255

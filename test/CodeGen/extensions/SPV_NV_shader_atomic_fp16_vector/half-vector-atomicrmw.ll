;; atomicrmw fadd/fsub/fmin/fmax on <2 x half> and <4 x half> with
;; SPV_NV_shader_atomic_fp16_vector: OpAtomicFAddEXT/FMinEXT/FMaxEXT on the
;; vector itself, with capability AtomicFloat16VectorNV (fsub adds the
;; negation). The grammar names SPV_EXT_shader_atomic_float_add for
;; OpAtomicFAddEXT, so fadd needs that extension as well (without it, fadd is
;; the compare-and-swap loop of half-vector-atomicrmw-disabled.ll and
;; fmin/fmax still use the instructions). Debian 12's validator does not know
;; the capability: the newer one checks.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_NV_shader_atomic_fp16_vector,+SPV_EXT_shader_atomic_float_add %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_NV_shader_atomic_fp16_vector,+SPV_EXT_shader_atomic_float_add %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_NV_shader_atomic_fp16_vector %s -o %t2.spv
; RUN: %spirv-val-new %t2.spv
; RUN: %spirv-dis-new --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=NOADD

; CHECK-DAG: OpCapability AtomicFloat16VectorNV
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
; CHECK-DAG: OpExtension "SPV_NV_shader_atomic_fp16_vector"
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#H2:]] = OpTypeVector %[[#H]] 2
; CHECK-DAG: %[[#H4:]] = OpTypeVector %[[#H]] 4
; CHECK-NOT: OpAtomicCompareExchange
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#H2]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#H4]]
; CHECK: OpAtomicFAddEXT %[[#H2]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#NEG:]] = OpFNegate %[[#H2]] %[[#X]]
; CHECK-NEXT: OpAtomicFAddEXT %[[#H2]] %[[#P]] %[[#]] %[[#]] %[[#NEG]]
; CHECK-NEXT: OpAtomicFMinEXT %[[#H4]] %[[#Q]] %[[#]] %[[#]] %[[#Y]]
; CHECK-NEXT: OpAtomicFMaxEXT %[[#H4]] %[[#Q]] %[[#]] %[[#]] %[[#Y]]

; NOADD-DAG: OpCapability AtomicFloat16VectorNV
; NOADD-NOT: OpExtension "SPV_EXT_shader_atomic_float_add"
; NOADD: OpAtomicCompareExchange
; NOADD: OpAtomicCompareExchange
; NOADD: OpAtomicFMinEXT
; NOADD-NEXT: OpAtomicFMaxEXT

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %q, <2 x half> %x, <4 x half> %y) {
  %a = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %x seq_cst, align 4
  %b = atomicrmw fsub ptr addrspace(1) %p, <2 x half> %x monotonic, align 4
  %c = atomicrmw fmin ptr addrspace(3) %q, <4 x half> %y seq_cst, align 8
  %d = atomicrmw fmax ptr addrspace(3) %q, <4 x half> %y acquire, align 8
  ret void
}

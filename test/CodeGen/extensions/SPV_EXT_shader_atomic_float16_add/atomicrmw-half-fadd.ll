;; atomicrmw fadd/fsub on half with SPV_EXT_shader_atomic_float16_add and
;; SPV_EXT_shader_atomic_float_add (the instruction's): OpAtomicFAddEXT on the
;; half itself, with capability AtomicFloat16AddEXT; fsub adds the negation.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float16_add %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability AtomicFloat16AddEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float16_add"
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-NOT: OpAtomicCompareExchange
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#H]]
; CHECK: OpAtomicFAddEXT %[[#H]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#NEG:]] = OpFNegate %[[#H]] %[[#X]]
; CHECK-NEXT: OpAtomicFAddEXT %[[#H]] %[[#L]] %[[#]] %[[#]] %[[#NEG]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, half %h, ptr addrspace(1) %out) {
  %a = atomicrmw fadd ptr addrspace(1) %p, half %h seq_cst, align 2
  %b = atomicrmw fsub ptr addrspace(3) %l, half %h monotonic, align 2
  %s = fadd half %a, %b
  store half %s, ptr addrspace(1) %out, align 2
  ret void
}

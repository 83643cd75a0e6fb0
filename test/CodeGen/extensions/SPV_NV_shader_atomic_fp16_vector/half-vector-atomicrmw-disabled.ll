;; Without SPV_NV_shader_atomic_fp16_vector, atomicrmw fadd/fmin/fmax on
;; <2 x half> and <4 x half> are compare-and-swap loops on the integer of the
;; vector's width (i32, and i64 with Int64Atomics), the arithmetic on the
;; vector that the loop takes out of it; no NV capability or extension.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-NOT: OpCapability AtomicFloat16VectorNV
; CHECK-DAG: OpCapability Int64Atomics
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#H2:]] = OpTypeVector %[[#H]] 2
; CHECK-DAG: %[[#H4:]] = OpTypeVector %[[#H]] 4
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-NOT: OpExtension
; CHECK-NOT: OpAtomicFAddEXT
; CHECK: %[[#X:]] = OpFunctionParameter %[[#H2]]
; CHECK: %[[#O:]] = OpPhi %[[#I32]]
; CHECK-NEXT: %[[#V:]] = OpBitcast %[[#H2]] %[[#O]]
; CHECK-NEXT: OpFAdd %[[#H2]] %[[#V]] %[[#X]]
; CHECK: OpAtomicCompareExchange %[[#I32]]
; CHECK: %[[#O4:]] = OpPhi %[[#I64]]
; CHECK-NEXT: %[[#V4:]] = OpBitcast %[[#H4]] %[[#O4]]
; CHECK-NEXT: OpExtInst %[[#H4]] %[[#]] fmin %[[#V4]]
; CHECK: OpAtomicCompareExchange %[[#I64]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %q, <2 x half> %x, <4 x half> %y) {
  %a = atomicrmw fadd ptr addrspace(1) %p, <2 x half> %x seq_cst, align 4
  %c = atomicrmw fmin ptr addrspace(3) %q, <4 x half> %y seq_cst, align 8
  ret void
}

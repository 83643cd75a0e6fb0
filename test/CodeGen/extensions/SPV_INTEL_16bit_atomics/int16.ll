;; SPV_INTEL_16bit_atomics on i16: atomicrmw, cmpxchg, atomic load and store,
;; the OpenCL C atomics on short and the __spirv_Atomic* call forms work on
;; the i16 itself instead of on the 32-bit word that holds it. Load, store,
;; exchange and compare-exchange need AtomicInt16CompareExchangeINTEL (6260),
;; the other operations Int16AtomicsINTEL (6261), which implies it (and both
;; imply Int16, so the module declares only the widest).
;; No validator here knows the extension's capabilities (they are only in its
;; specification, lib/grammar-facts.txt spec= rows): the test checks the
;; printed instructions and the words of the capabilities.
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_16bit_atomics %t/all.ll -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_16bit_atomics %t/all.ll -o %t.spv
;; spirv-val rejects the module at the capability it does not know, its first error
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
;; OpCapability Int16AtomicsINTEL: word count 2, opcode 17, then 6261
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | paste -sd' ' | FileCheck %s --check-prefix=WORDS
; WORDS: 00020011 00001875 {{.*}}0000000b
; VAL: error: line {{[0-9]+}}: Invalid capability operand: 6261
;; only exchange-class operations: the smaller capability (6260)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_16bit_atomics %t/xchg.ll -filetype=asm -o - | FileCheck %s --check-prefix=XCHG

; CHECK-DAG: OpCapability Int16AtomicsINTEL
; CHECK-NOT: OpCapability Int16{{$}}
; CHECK-DAG: OpExtension "SPV_INTEL_16bit_atomics"
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#SEQ:]] = OpConstant %[[#I32]] 528{{$}}

; CHECK-LABEL: OpFunction
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I16]]
; CHECK: %[[#A:]] = OpAtomicIAdd %[[#I16]] %[[#P]] %[[#]] %[[#SEQ]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicUMax %[[#I16]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicSMin %[[#I16]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicAnd %[[#I16]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicExchange %[[#I16]] %[[#P]] %[[#]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#C:]] = OpAtomicCompareExchange %[[#I16]] %[[#P]] %[[#]] %[[#SEQ]] %[[#SEQ]] %[[#X]] %[[#A]]
; CHECK-NEXT: %[[#]] = OpIEqual %[[#]] %[[#C]] %[[#A]]
; CHECK: %[[#L:]] = OpAtomicLoad %[[#I16]] %[[#P]]
; CHECK-NEXT: OpAtomicStore %[[#P]] %[[#]] %[[#]] %[[#L]]
;; atomic_fetch_add on a short, __spirv_AtomicISub
; CHECK-NEXT: %[[#]] = OpAtomicIAdd %[[#I16]] %[[#P]] %[[#DEV]] %[[#]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpAtomicISub %[[#I16]] %[[#P]] %[[#DEV]] %[[#]] %[[#X]]
; CHECK-NOT: OpShiftLeftLogical
; CHECK: OpFunctionEnd

; XCHG: OpCapability AtomicInt16CompareExchangeINTEL
; XCHG-NOT: OpCapability Int16AtomicsINTEL
; XCHG: OpAtomicExchange
; XCHG: OpAtomicCompareExchange

;--- all.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i16 %x) {
  %a = atomicrmw add ptr addrspace(1) %p, i16 %x seq_cst, align 2
  %m = atomicrmw umax ptr addrspace(1) %p, i16 %x monotonic, align 2
  %n = atomicrmw min ptr addrspace(1) %p, i16 %x monotonic, align 2
  %o = atomicrmw and ptr addrspace(1) %p, i16 %x monotonic, align 2
  %e = atomicrmw xchg ptr addrspace(1) %p, i16 %x acq_rel, align 2
  %c = cmpxchg ptr addrspace(1) %p, i16 %a, i16 %x seq_cst seq_cst, align 2
  %l = load atomic i16, ptr addrspace(1) %p acquire, align 2
  store atomic i16 %l, ptr addrspace(1) %p release, align 2
  %f = call spir_func i16 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicss12memory_order(ptr addrspace(1) %p, i16 %x, i32 0)
  %s = call spir_func i16 @_Z18__spirv_AtomicISubPU3AS1siis(ptr addrspace(1) %p, i32 1, i32 0, i16 %x)
  ret void
}


declare spir_func i16 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicss12memory_order(ptr addrspace(1), i16, i32)
declare spir_func i16 @_Z18__spirv_AtomicISubPU3AS1siis(ptr addrspace(1), i32, i32, i16)
;--- xchg.ll
target triple = "spirv64-unknown-unknown"

define spir_kernel void @xchg(ptr addrspace(1) %p, i16 %x) {
  %e = atomicrmw xchg ptr addrspace(1) %p, i16 %x acq_rel, align 2
  %c = cmpxchg ptr addrspace(1) %p, i16 %e, i16 %x seq_cst seq_cst, align 2
  ret void
}

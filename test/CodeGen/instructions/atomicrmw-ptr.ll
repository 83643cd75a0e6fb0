;; Atomics on pointers go through the pointer-sized integer: the stored or
;; compared pointers are OpConvertPtrToU, the memory is accessed as that
;; integer (64-bit atomics need Int64Atomics on spirv64), and a pointer result
;; comes back with OpConvertUToPtr. cmpxchg compares the integers.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: spirv-dis --raw-id --no-header %t32.spv | FileCheck %s --check-prefix=P32
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability Int64Atomics
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#PL:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK-DAG: %[[#SEQ:]] = OpConstant %[[#I32]] 528{{$}}
; CHECK-DAG: %[[#ACQ:]] = OpConstant %[[#I32]] 514{{$}}
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 516{{$}}
; CHECK-DAG: %[[#NULL:]] = OpConstantNull %[[#]]

; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#PP:]] = OpBitcast %[[#PL]] %[[#P]]
; CHECK-NEXT: %[[#QI:]] = OpConvertPtrToU %[[#I64]] %[[#Q]]
; CHECK-NEXT: %[[#OLD:]] = OpAtomicExchange %[[#I64]] %[[#PP]] %[[#]] %[[#SEQ]] %[[#QI]]
; CHECK-NEXT: %[[#A:]] = OpConvertUToPtr %[[#]] %[[#OLD]]
; CHECK: %[[#NI:]] = OpConvertPtrToU %[[#I64]] %[[#NULL]]
; CHECK-NEXT: %[[#CI:]] = OpConvertPtrToU %[[#I64]] %[[#Q]]
; CHECK-NEXT: %[[#SEEN:]] = OpAtomicCompareExchange %[[#I64]] %[[#PP]] %[[#]] %[[#]] %[[#]] %[[#NI]] %[[#CI]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#SEEN]] %[[#CI]]
; CHECK-NEXT: %[[#B:]] = OpConvertUToPtr %[[#]] %[[#SEEN]]
; CHECK: %[[#L:]] = OpAtomicLoad %[[#I64]] %[[#PP]] %[[#]] %[[#ACQ]]
; CHECK-NEXT: OpConvertUToPtr %[[#]] %[[#L]]
; CHECK: %[[#SI:]] = OpConvertPtrToU %[[#I64]] %[[#Q]]
; CHECK-NEXT: OpAtomicStore %[[#PP]] %[[#]] %[[#REL]] %[[#SI]]

; P32-NOT: OpCapability Int64Atomics
; P32: %[[#I:]] = OpTypeInt 32 0
; P32: OpAtomicExchange %[[#I]]

define spir_func void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = atomicrmw xchg ptr addrspace(1) %p, ptr addrspace(1) %q seq_cst
  store i32 1, ptr addrspace(1) %a
  %b = cmpxchg ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) null seq_cst acquire
  %b0 = extractvalue { ptr addrspace(1), i1 } %b, 0
  store i32 2, ptr addrspace(1) %b0
  %c = load atomic ptr addrspace(1), ptr addrspace(1) %p acquire, align 8
  store i32 3, ptr addrspace(1) %c
  store atomic ptr addrspace(1) %q, ptr addrspace(1) %p release, align 8
  ret void
}

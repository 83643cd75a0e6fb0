;; A load or store of a vector of a length SPIR-V lacks moves only its LLVM
;; lanes (the widened SPIR-V vector's extra lanes are not its memory, e.g. the
;; next floats of a buffer): it goes in pieces of 8, 4, 2 and 1 lanes through
;; pointers to the element, each piece aligned as its offset allows and
;; volatile if the access is. Loaded pieces are widened and shuffled in
;; (shuffle operands of one type, for the Khronos reader). An access of a
;; whole variable of the vector type (an alloca, a global) moves the widened
;; vector: its padding belongs to it.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V8F:]] = OpTypeVector %[[#F32]] 8
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#V8B:]] = OpTypeVector %[[#I8]] 8
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#I8]] 4
; CHECK-DAG: %[[#V2B:]] = OpTypeVector %[[#I8]] 2
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#P4F:]] = OpTypePointer CrossWorkgroup %[[#V4F]]
; CHECK-DAG: %[[#P2F:]] = OpTypePointer CrossWorkgroup %[[#V2F]]
; CHECK-DAG: %[[#PB:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#P4B:]] = OpTypePointer CrossWorkgroup %[[#V4B]]
; CHECK-DAG: %[[#P2B:]] = OpTypePointer CrossWorkgroup %[[#V2B]]
; CHECK-DAG: %[[#FV:]] = OpTypePointer Function %[[#V8F]]
; CHECK-DAG: %[[#C4:]] = OpConstant %[[#I32]] 4{{$}}
; CHECK-DAG: %[[#C6:]] = OpConstant %[[#I32]] 6{{$}}

; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#A:]] = OpVariable %[[#FV]] Function
; CHECK-NEXT: %[[#PE:]] = OpBitcast %[[#PF]] %[[#P]]
; CHECK-NEXT: %[[#QE:]] = OpBitcast %[[#PF]] %[[#Q]]

;; <6 x float> from a global pointer aligned to 8: 4 lanes, then 2 at +16
; CHECK-NEXT: %[[#PP:]] = OpBitcast %[[#P4F]] %[[#PE]]
; CHECK-NEXT: %[[#L0:]] = OpLoad %[[#V4F]] %[[#PP]] Aligned 8
; CHECK-NEXT: %[[#W0:]] = OpVectorShuffle %[[#V8F]] %[[#L0]] %[[#L0]] 0 1 2 3 4294967295 4294967295 4294967295 4294967295
; CHECK-NEXT: %[[#E4:]] = OpPtrAccessChain %[[#PF]] %[[#PE]] %[[#C4]]
; CHECK-NEXT: %[[#P4:]] = OpBitcast %[[#P2F]] %[[#E4]]
; CHECK-NEXT: %[[#L1:]] = OpLoad %[[#V2F]] %[[#P4]] Aligned 8
; CHECK-NEXT: %[[#W1:]] = OpVectorShuffle %[[#V8F]] %[[#L1]] %[[#L1]] 4294967295 4294967295 4294967295 4294967295 0 1 4294967295 4294967295
; CHECK-NEXT: %[[#V:]] = OpVectorShuffle %[[#V8F]] %[[#W0]] %[[#W1]] 0 1 2 3 12 13 6 7

;; the alloca is a whole <6 x float>: one access each way
; CHECK-NEXT: OpStore %[[#A]] %[[#V]] Aligned 32
; CHECK-NEXT: %[[#W:]] = OpLoad %[[#V8F]] %[[#A]] Aligned 32

;; a volatile store aligned to 32: 4 lanes, 2 lanes at +16 aligned to 16
; CHECK-NEXT: %[[#S0:]] = OpVectorShuffle %[[#V4F]] %[[#W]] %[[#W]] 0 1 2 3
; CHECK-NEXT: %[[#QP:]] = OpBitcast %[[#P4F]] %[[#QE]]
; CHECK-NEXT: OpStore %[[#QP]] %[[#S0]] Volatile|Aligned 32
; CHECK-NEXT: %[[#S1:]] = OpVectorShuffle %[[#V2F]] %[[#W]] %[[#W]] 4 5
; CHECK-NEXT: %[[#Q4:]] = OpPtrAccessChain %[[#PF]] %[[#QE]] %[[#C4]]
; CHECK-NEXT: %[[#Q4P:]] = OpBitcast %[[#P2F]] %[[#Q4]]
; CHECK-NEXT: OpStore %[[#Q4P]] %[[#S1]] Volatile|Aligned 16

;; <7 x i8>: 4 + 2 + 1 lanes
; CHECK: %[[#T0:]] = OpVectorShuffle %[[#V4B]] %[[#X]] %[[#X]] 0 1 2 3
; CHECK-NEXT: %[[#QB:]] = OpBitcast %[[#P4B]] %[[#Q]]
; CHECK-NEXT: OpStore %[[#QB]] %[[#T0]] Aligned 8
; CHECK-NEXT: %[[#T1:]] = OpVectorShuffle %[[#V2B]] %[[#X]] %[[#X]] 4 5
; CHECK-NEXT: %[[#QB4:]] = OpPtrAccessChain %[[#PB]] %[[#Q]] %[[#C4]]
; CHECK-NEXT: %[[#QB4P:]] = OpBitcast %[[#P2B]] %[[#QB4]]
; CHECK-NEXT: OpStore %[[#QB4P]] %[[#T1]] Aligned 4
; CHECK-NEXT: %[[#T2:]] = OpCompositeExtract %[[#I8]] %[[#X]] 6
; CHECK-NEXT: %[[#QB6:]] = OpPtrAccessChain %[[#PB]] %[[#Q]] %[[#C6]]
; CHECK-NEXT: OpStore %[[#QB6]] %[[#T2]] Aligned 2

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, <7 x i8> %x) {
  %a = alloca <6 x float>
  %v = load <6 x float>, ptr addrspace(1) %p, align 8
  store <6 x float> %v, ptr %a
  %w = load <6 x float>, ptr %a
  store volatile <6 x float> %w, ptr addrspace(1) %q, align 32
  store <7 x i8> %x, ptr addrspace(1) %q
  ret void
}

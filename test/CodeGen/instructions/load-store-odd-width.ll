;; An N-bit integer occupies (N + 7) / 8 bytes of LLVM's memory: a store of
;; i24 writes three bytes and leaves the fourth alone (clang -O2's SROA stores
;; an i24 at byte 1 of a four-byte union). Widened to a uint (i40, i48, i56 to
;; a ulong), one OpStore would clobber the next byte, so such loads and stores
;; go through pieces of 4, 2 and 1 bytes at rising addresses, each with the
;; alignment the access has at its offset; loads OR the pieces together (and
;; mask, when N is not a multiple of 8). i12 fills its ushort: one access.
;; Found by test/diff (Csmith seed 666 at -O2: a wrong checksum).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#PF8:]] = OpTypePointer Function %[[#I8]]
; CHECK-DAG: %[[#PF16:]] = OpTypePointer Function %[[#I16]]
; CHECK-DAG: %[[#PG8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#PG16:]] = OpTypePointer CrossWorkgroup %[[#I16]]
; CHECK-DAG: %[[#PG32:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#K2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#K4:]] = OpConstant %[[#I32]] 4
; CHECK-DAG: %[[#K6:]] = OpConstant %[[#I32]] 6
; CHECK-DAG: %[[#K16:]] = OpConstant %[[#I32]] 16
; CHECK-DAG: %[[#L32:]] = OpConstant %[[#I64]] 32
; CHECK-DAG: %[[#L48:]] = OpConstant %[[#I64]] 48
; CHECK-DAG: %[[#M20:]] = OpConstant %[[#I32]] 1048575

;; store i24 at p+1, align 1: a ushort, then a uchar two bytes on
; CHECK-LABEL: = OpFunction {{.*}} None
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PF8]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#Q:]] = OpInBoundsPtrAccessChain %[[#PF8]] %[[#P]] %[[#]]
; CHECK-NEXT: %[[#Q16:]] = OpBitcast %[[#PF16]] %[[#Q]]
; CHECK-NEXT: %[[#LO:]] = OpUConvert %[[#I16]] %[[#X]]
; CHECK-NEXT: OpStore %[[#Q16]] %[[#LO]] Aligned 1
; CHECK-NEXT: %[[#Q2:]] = OpInBoundsPtrAccessChain %[[#PF8]] %[[#Q]] %[[#K2]]
; CHECK-NEXT: %[[#SH:]] = OpShiftRightLogical %[[#I32]] %[[#X]] %[[#K16]]
; CHECK-NEXT: %[[#HI:]] = OpUConvert %[[#I8]] %[[#SH]]
; CHECK-NEXT: OpStore %[[#Q2]] %[[#HI]] Aligned 1
; CHECK-NEXT: OpReturn
define spir_func void @store24(ptr %p, i24 %x) {
  %q = getelementptr inbounds i8, ptr %p, i64 1
  store i24 %x, ptr %q, align 1
  ret void
}

;; load i24, align 4: the pieces are aligned 4 and 2
; CHECK-LABEL: = OpFunction {{.*}} None
; CHECK: %[[#G16:]] = OpBitcast %[[#PG16]] %[[#]]
; CHECK-NEXT: %[[#G8:]] = OpBitcast %[[#PG8]] %[[#]]
; CHECK-NEXT: %[[#A:]] = OpLoad %[[#I16]] %[[#G16]] Aligned 4
; CHECK-NEXT: %[[#AW:]] = OpUConvert %[[#I32]] %[[#A]]
; CHECK-NEXT: %[[#G2:]] = OpInBoundsPtrAccessChain %[[#PG8]] %[[#G8]] %[[#K2]]
; CHECK-NEXT: %[[#B:]] = OpLoad %[[#I8]] %[[#G2]] Aligned 2
; CHECK-NEXT: %[[#BW:]] = OpUConvert %[[#I32]] %[[#B]]
; CHECK-NEXT: %[[#BS:]] = OpShiftLeftLogical %[[#I32]] %[[#BW]] %[[#K16]]
; CHECK-NEXT: %[[#V:]] = OpBitwiseOr %[[#I32]] %[[#AW]] %[[#BS]]
; CHECK-NEXT: OpReturnValue %[[#V]]
define spir_func i24 @load24(ptr addrspace(1) %p) {
  %v = load i24, ptr addrspace(1) %p, align 4
  ret i24 %v
}

;; volatile store i48, align 8: a uint (aligned 8) and a ushort (aligned 4)
; CHECK-LABEL: = OpFunction {{.*}} None
; CHECK: %[[#Y:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#W0:]] = OpUConvert %[[#I32]] %[[#Y]]
; CHECK-NEXT: OpStore %[[#]] %[[#W0]] Volatile|Aligned 8
; CHECK-NEXT: %[[#R4:]] = OpInBoundsPtrAccessChain %[[#PG8]] %[[#]] %[[#K4]]
; CHECK-NEXT: %[[#R16:]] = OpBitcast %[[#PG16]] %[[#R4]]
; CHECK-NEXT: %[[#YS:]] = OpShiftRightLogical %[[#I64]] %[[#Y]] %[[#L32]]
; CHECK-NEXT: %[[#W1:]] = OpUConvert %[[#I16]] %[[#YS]]
; CHECK-NEXT: OpStore %[[#R16]] %[[#W1]] Volatile|Aligned 4
; CHECK-NEXT: OpReturn
define spir_func void @store48(ptr addrspace(1) %p, i48 %x) {
  store volatile i48 %x, ptr addrspace(1) %p, align 8
  ret void
}

;; load i56, align 1: 4 + 2 + 1 bytes
; CHECK-LABEL: = OpFunction {{.*}} None
; CHECK: OpLoad %[[#I32]] %[[#]] Aligned 1
; CHECK: OpLoad %[[#I16]] %[[#]] Aligned 1
; CHECK: %[[#S6:]] = OpInBoundsPtrAccessChain %[[#PG8]] %[[#]] %[[#K6]]
; CHECK-NEXT: %[[#C:]] = OpLoad %[[#I8]] %[[#S6]] Aligned 1
; CHECK-NEXT: %[[#CW:]] = OpUConvert %[[#I64]] %[[#C]]
; CHECK-NEXT: %[[#CS:]] = OpShiftLeftLogical %[[#I64]] %[[#CW]] %[[#L48]]
; CHECK-NEXT: %[[#V56:]] = OpBitwiseOr %[[#I64]] %[[#]] %[[#CS]]
; CHECK-NEXT: OpReturnValue %[[#V56]]
define spir_func i56 @load56(ptr addrspace(1) %p) {
  %v = load i56, ptr addrspace(1) %p, align 1
  ret i56 %v
}

;; load i20: three bytes, and the four bits above the value are masked off
; CHECK-LABEL: = OpFunction {{.*}} None
; CHECK: %[[#O20:]] = OpBitwiseOr %[[#I32]]
; CHECK-NEXT: %[[#V20:]] = OpBitwiseAnd %[[#I32]] %[[#O20]] %[[#M20]]
; CHECK-NEXT: OpReturnValue %[[#V20]]
define spir_func i20 @load20(ptr addrspace(1) %p) {
  %v = load i20, ptr addrspace(1) %p, align 4
  ret i20 %v
}

;; load i12: its ushort is the whole of what LLVM reads
; CHECK-LABEL: = OpFunction {{.*}} None
; CHECK: %[[#]] = OpLoad %[[#I16]] %[[#]] Aligned 2
; CHECK-NOT: OpLoad
; CHECK: OpFunctionEnd
define spir_func i12 @load12(ptr addrspace(1) %p) {
  %v = load i12, ptr addrspace(1) %p, align 2
  ret i12 %v
}

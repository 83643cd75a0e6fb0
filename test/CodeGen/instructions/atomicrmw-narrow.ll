;; i8 and i16 atomics (SPIR-V's OpenCL environment has none at these widths)
;; work on the naturally aligned 32-bit word that holds the field: the address
;; rounded down through the pointer-sized integer, the field's bit offset
;; ((address & 3) * 8) and a mask of the bytes around it. An operation is a
;; compare-and-swap loop on the word that keeps those bytes as last seen and
;; puts the new field in; the result is the old field. and/or/xor need no loop:
;; one 32-bit instruction with the operand moved into the field's place (ones
;; around it for and). With align 4 the pointer is the word's and the field
;; its low bits: no address arithmetic, no shifts.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: spirv-dis --raw-id --no-header %t32.spv | FileCheck %s --check-prefix=P32
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpCapability Int8
; CHECK-DAG: OpCapability Int16
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#PW:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#LW:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#NOT3:]] = OpConstant %[[#I64]] 18446744073709551612{{$}}
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#I64]] 3{{$}}
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3{{$}}
; CHECK-DAG: %[[#FF:]] = OpConstant %[[#I32]] 255{{$}}
; CHECK-DAG: %[[#FFFF:]] = OpConstant %[[#I32]] 65535{{$}}
; CHECK-DAG: %[[#HI16:]] = OpConstant %[[#I32]] 4294901760{{$}}
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#AR:]] = OpConstant %[[#I32]] 264{{$}}
; CHECK-DAG: %[[#AQ:]] = OpConstant %[[#I32]] 258{{$}}
; P32-DAG: %[[#I32:]] = OpTypeInt 32 0
; P32-DAG: %[[#NOT3:]] = OpConstant %[[#I32]] 4294967292{{$}}
; P32-NOT: OpTypeInt 64

; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I16]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#QW:]] = OpBitcast %[[#PW]] %[[#Q]]

;; add on a global byte, relaxed: the word, the shift, the mask
; CHECK: %[[#A:]] = OpConvertPtrToU %[[#I64]] %[[#P]]
; CHECK-NEXT: %[[#AW:]] = OpBitwiseAnd %[[#I64]] %[[#A]] %[[#NOT3]]
; CHECK-NEXT: %[[#W:]] = OpConvertUToPtr %[[#PW]] %[[#AW]]
; CHECK-NEXT: %[[#OFF:]] = OpBitwiseAnd %[[#I64]] %[[#A]] %[[#THREE]]
; CHECK-NEXT: %[[#OFF32:]] = OpUConvert %[[#I32]] %[[#OFF]]
; CHECK-NEXT: %[[#SH:]] = OpShiftLeftLogical %[[#I32]] %[[#OFF32]] %[[#C3]]
; CHECK-NEXT: %[[#M:]] = OpShiftLeftLogical %[[#I32]] %[[#FF]] %[[#SH]]
; CHECK-NEXT: %[[#KEEP:]] = OpNot %[[#I32]] %[[#M]]
; CHECK-NEXT: %[[#FIRST:]] = OpAtomicLoad %[[#I32]] %[[#W]] %[[#]] %[[#Z]]
; CHECK-NEXT: OpBranch %[[#H:]]
; CHECK-NEXT: %[[#H]] = OpLabel
; CHECK-NEXT: %[[#OLD:]] = OpPhi %[[#I32]] %[[#FIRST]] %[[#ENTRY]] %[[#SEEN:]] %[[#H]]
; CHECK-NEXT: %[[#S:]] = OpShiftRightLogical %[[#I32]] %[[#OLD]] %[[#SH]]
; CHECK-NEXT: %[[#F:]] = OpUConvert %[[#I8]] %[[#S]]
; CHECK-NEXT: %[[#SUM:]] = OpIAdd %[[#I8]] %[[#F]] %[[#X]]
; CHECK-NEXT: %[[#REST:]] = OpBitwiseAnd %[[#I32]] %[[#OLD]] %[[#KEEP]]
; CHECK-NEXT: %[[#SUM32:]] = OpUConvert %[[#I32]] %[[#SUM]]
; CHECK-NEXT: %[[#PUT:]] = OpShiftLeftLogical %[[#I32]] %[[#SUM32]] %[[#SH]]
; CHECK-NEXT: %[[#NEW:]] = OpBitwiseOr %[[#I32]] %[[#REST]] %[[#PUT]]
; CHECK-NEXT: %[[#SEEN]] = OpAtomicCompareExchange %[[#I32]] %[[#W]] %[[#]] %[[#Z]] %[[#Z]] %[[#NEW]] %[[#OLD]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#SEEN]] %[[#OLD]]
; CHECK-NEXT: OpLoopMerge %[[#DONE:]] %[[#H]] None
; CHECK-NEXT: OpBranchConditional %[[#OK]] %[[#DONE]] %[[#H]]
; CHECK-NEXT: %[[#DONE]] = OpLabel

;; signed max on a Workgroup halfword, acq_rel (failure drops release)
; CHECK: %[[#LA:]] = OpConvertPtrToU %[[#I64]] %[[#L]]
; CHECK-NEXT: %[[#LAW:]] = OpBitwiseAnd %[[#I64]] %[[#LA]] %[[#NOT3]]
; CHECK-NEXT: %[[#LWP:]] = OpConvertUToPtr %[[#LW]] %[[#LAW]]
; CHECK: OpShiftLeftLogical %[[#I32]] %[[#FFFF]]
; CHECK: %[[#O2:]] = OpPhi %[[#I32]]
; CHECK-NEXT: %[[#S2:]] = OpShiftRightLogical %[[#I32]] %[[#O2]] %[[#]]
; CHECK-NEXT: %[[#F2:]] = OpUConvert %[[#I16]] %[[#S2]]
; CHECK-NEXT: %[[#GT:]] = OpSGreaterThan %[[#BOOL]] %[[#F2]] %[[#Y]]
; CHECK-NEXT: %[[#MAX:]] = OpSelect %[[#I16]] %[[#GT]] %[[#F2]] %[[#Y]]
; CHECK: OpAtomicCompareExchange %[[#I32]] %[[#LWP]] %[[#]] %[[#AR]] %[[#AQ]] %[[#]] %[[#O2]]

;; or: one OpAtomicOr with the operand in the field's place
; CHECK: %[[#X32:]] = OpUConvert %[[#I32]] %[[#X]]
; CHECK-NEXT: %[[#XS:]] = OpShiftLeftLogical %[[#I32]] %[[#X32]] %[[#SH3:]]
; CHECK-NEXT: %[[#OR:]] = OpAtomicOr %[[#I32]] %[[#]] %[[#]] %[[#]] %[[#XS]]
; CHECK-NEXT: %[[#ORS:]] = OpShiftRightLogical %[[#I32]] %[[#OR]] %[[#SH3]]
; CHECK-NEXT: OpUConvert %[[#I8]] %[[#ORS]]

;; and on an align 4 halfword: the word is the pointer's, ones above the field
; CHECK: %[[#Y32:]] = OpUConvert %[[#I32]] %[[#Y]]
; CHECK-NEXT: %[[#YK:]] = OpBitwiseOr %[[#I32]] %[[#Y32]] %[[#HI16]]
; CHECK-NEXT: %[[#AND:]] = OpAtomicAnd %[[#I32]] %[[#QW]] %[[#]] %[[#]] %[[#YK]]
; CHECK-NEXT: OpUConvert %[[#I16]] %[[#AND]]

;; xor on an align 4 byte
; CHECK: %[[#XX:]] = OpUConvert %[[#I32]] %[[#X]]
; CHECK-NEXT: OpAtomicXor %[[#I32]] %[[#]] %[[#]] %[[#]] %[[#XX]]

;; an atomic load reads the word
; CHECK: %[[#LD:]] = OpAtomicLoad %[[#I32]] %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#LDS:]] = OpShiftRightLogical %[[#I32]] %[[#LD]] %[[#]]
; CHECK-NEXT: OpUConvert %[[#I16]] %[[#LDS]]

;; an atomic store is an exchange loop
; CHECK: OpPhi %[[#I32]]
; CHECK: %[[#ST32:]] = OpUConvert %[[#I32]] %[[#X]]
; CHECK: OpAtomicCompareExchange %[[#I32]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, ptr addrspace(1) %q, i8 %x, i16 %y) {
  %a = atomicrmw add ptr addrspace(1) %p, i8 %x monotonic, align 1
  %b = atomicrmw max ptr addrspace(3) %l, i16 %y acq_rel, align 2
  %c = atomicrmw or ptr addrspace(1) %p, i8 %x seq_cst, align 1
  %d = atomicrmw and ptr addrspace(1) %q, i16 %y seq_cst, align 4
  %e = atomicrmw xor ptr addrspace(1) %q, i8 %x seq_cst, align 4
  %f = load atomic i16, ptr addrspace(3) %l acquire, align 2
  store atomic i8 %x, ptr addrspace(1) %p release, align 1
  %s1 = add i8 %a, %c
  %s2 = add i16 %b, %d
  %s3 = add i16 %s2, %f
  %z = zext i8 %s1 to i16
  %s4 = add i16 %s3, %z
  %ez = zext i8 %e to i16
  %s5 = add i16 %s4, %ez
  store i16 %s5, ptr addrspace(1) %q, align 2
  ret void
}

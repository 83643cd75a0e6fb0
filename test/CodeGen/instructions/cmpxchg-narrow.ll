;; cmpxchg on i8 and i16 works on the 32-bit word that holds the field: it
;; expects the bytes around the field as last seen with the field equal to the
;; compared value, and retries only while those bytes change under it (a field
;; that differs is the failure it reports, not a reason to retry). The result
;; is {the field as seen, whether the word matched}; success and failure
;; orderings stay the instruction's.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#I8]] %[[#BOOL]]
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528{{$}}
; CHECK-DAG: %[[#AQ:]] = OpConstant %[[#I32]] 514{{$}}
; CHECK-DAG: %[[#LO16:]] = OpConstant %[[#I32]] 4294901760{{$}}

; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I16]]
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#QW:]] = OpBitcast %[[#]] %[[#Q]]

;; i8, seq_cst / acquire, at an unknown place in its word
; CHECK: %[[#SH:]] = OpShiftLeftLogical %[[#I32]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#M:]] = OpShiftLeftLogical %[[#I32]] %[[#]] %[[#SH]]
; CHECK-NEXT: %[[#KEEP:]] = OpNot %[[#I32]] %[[#M]]
; CHECK-NEXT: %[[#C32:]] = OpUConvert %[[#I32]] %[[#]]
; CHECK-NEXT: %[[#CMP:]] = OpShiftLeftLogical %[[#I32]] %[[#C32]] %[[#SH]]
; CHECK-NEXT: %[[#X32:]] = OpUConvert %[[#I32]] %[[#X]]
; CHECK-NEXT: %[[#NEWF:]] = OpShiftLeftLogical %[[#I32]] %[[#X32]] %[[#SH]]
; CHECK-NEXT: %[[#W0:]] = OpAtomicLoad %[[#I32]] %[[#W:]] %[[#]] %[[#Z]]
; CHECK-NEXT: %[[#R0:]] = OpBitwiseAnd %[[#I32]] %[[#W0]] %[[#KEEP]]
; CHECK-NEXT: OpBranch %[[#H:]]
; CHECK-NEXT: %[[#H]] = OpLabel
; CHECK-NEXT: %[[#R:]] = OpPhi %[[#I32]] %[[#R0]] %[[#ENTRY]] %[[#R1:]] %[[#H]]
; CHECK-NEXT: %[[#WANT:]] = OpBitwiseOr %[[#I32]] %[[#R]] %[[#CMP]]
; CHECK-NEXT: %[[#NEW:]] = OpBitwiseOr %[[#I32]] %[[#R]] %[[#NEWF]]
; CHECK-NEXT: %[[#SEEN:]] = OpAtomicCompareExchange %[[#I32]] %[[#W]] %[[#]] %[[#SC]] %[[#AQ]] %[[#NEW]] %[[#WANT]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#SEEN]] %[[#WANT]]
; CHECK-NEXT: %[[#R1]] = OpBitwiseAnd %[[#I32]] %[[#SEEN]] %[[#KEEP]]
; CHECK-NEXT: %[[#FAIL:]] = OpLogicalNot %[[#BOOL]] %[[#OK]]
; CHECK-NEXT: %[[#MOVED:]] = OpINotEqual %[[#BOOL]] %[[#R1]] %[[#R]]
; CHECK-NEXT: %[[#AGAIN:]] = OpLogicalAnd %[[#BOOL]] %[[#FAIL]] %[[#MOVED]]
; CHECK-NEXT: OpLoopMerge %[[#DONE:]] %[[#H]] None
; CHECK-NEXT: OpBranchConditional %[[#AGAIN]] %[[#H]] %[[#DONE]]
; CHECK-NEXT: %[[#DONE]] = OpLabel
; CHECK-NEXT: %[[#S:]] = OpShiftRightLogical %[[#I32]] %[[#SEEN]] %[[#SH]]
; CHECK-NEXT: %[[#OLD:]] = OpUConvert %[[#I8]] %[[#S]]
; CHECK-NEXT: %[[#T0:]] = OpCompositeInsert %[[#ST]] %[[#OLD]] %[[#]] 0
; CHECK-NEXT: OpCompositeInsert %[[#ST]] %[[#OK]] %[[#T0]] 1

;; i16 at align 4: the pointer's word, the field's low bits
; CHECK: %[[#Y32:]] = OpUConvert %[[#I32]] %[[#Y]]
; CHECK: OpAtomicLoad %[[#I32]] %[[#QW]] %[[#]] %[[#Z]]
; CHECK-NEXT: OpBitwiseAnd %[[#I32]] %[[#]] %[[#LO16]]
; CHECK: OpAtomicCompareExchange %[[#I32]] %[[#QW]]
; CHECK: %[[#OLD16:]] = OpUConvert %[[#I16]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i8 %x, i16 %y, ptr addrspace(1) %out) {
  %a = cmpxchg ptr addrspace(1) %p, i8 7, i8 %x seq_cst acquire, align 1
  %b = cmpxchg weak ptr addrspace(1) %q, i16 -1, i16 %y monotonic monotonic, align 4
  %a0 = extractvalue { i8, i1 } %a, 0
  %a1 = extractvalue { i8, i1 } %a, 1
  %b0 = extractvalue { i16, i1 } %b, 0
  %b1 = extractvalue { i16, i1 } %b, 1
  %ok = and i1 %a1, %b1
  %a16 = zext i8 %a0 to i16
  %s = add i16 %a16, %b0
  %r = select i1 %ok, i16 %s, i16 0
  store i16 %r, ptr addrspace(1) %out, align 2
  ret void
}

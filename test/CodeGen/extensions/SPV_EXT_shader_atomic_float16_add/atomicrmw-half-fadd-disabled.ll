;; atomicrmw fadd/fsub on half without SPV_EXT_shader_atomic_float16_add (or
;; without SPV_EXT_shader_atomic_float_add, whose instruction it is): a
;; compare-and-swap loop on the 32-bit word that holds the half, as for i16
;; (instructions/atomicrmw-narrow.ll); the arithmetic is on the half that the
;; loop takes out of the word. fsub is an FSub, not a negated FAdd.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float16_add %s -o %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-NOT: OpCapability AtomicFloat16AddEXT
; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 528{{$}}
; CHECK-NOT: OpAtomicFAddEXT

; CHECK: %[[#X:]] = OpFunctionParameter %[[#H]]
; CHECK: %[[#OLD:]] = OpPhi %[[#I32]]
; CHECK-NEXT: %[[#S:]] = OpShiftRightLogical %[[#I32]] %[[#OLD]] %[[#SH:]]
; CHECK-NEXT: %[[#F:]] = OpUConvert %[[#I16]] %[[#S]]
; CHECK-NEXT: %[[#FH:]] = OpBitcast %[[#H]] %[[#F]]
; CHECK-NEXT: %[[#SUM:]] = OpFAdd %[[#H]] %[[#FH]] %[[#X]]
; CHECK-NEXT: %[[#REST:]] = OpBitwiseAnd %[[#I32]] %[[#OLD]] %[[#]]
; CHECK-NEXT: %[[#SUMI:]] = OpBitcast %[[#I16]] %[[#SUM]]
; CHECK-NEXT: %[[#SUM32:]] = OpUConvert %[[#I32]] %[[#SUMI]]
; CHECK-NEXT: %[[#PUT:]] = OpShiftLeftLogical %[[#I32]] %[[#SUM32]] %[[#SH]]
; CHECK-NEXT: %[[#NEW:]] = OpBitwiseOr %[[#I32]] %[[#REST]] %[[#PUT]]
; CHECK-NEXT: OpAtomicCompareExchange %[[#I32]] %[[#]] %[[#]] %[[#SC]] %[[#SC]] %[[#NEW]] %[[#OLD]]
; CHECK: OpFSub %[[#H]] %[[#]] %[[#X]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, half %h, ptr addrspace(1) %out) {
  %a = atomicrmw fadd ptr addrspace(1) %p, half %h seq_cst, align 2
  %b = atomicrmw fsub ptr addrspace(3) %l, half %h monotonic, align 2
  %s = fadd half %a, %b
  store half %s, ptr addrspace(1) %out, align 2
  ret void
}

;; atomicrmw operations SPIR-V has no instruction for are compare-and-swap loops
;; on the integer of the value's width: a relaxed atomic load of the old value,
;; then a one-block loop (its own continue target) that computes the new value,
;; swaps it in if memory still holds the old one, and retries with what memory
;; held. The result is the old value. nand is ~(old & x); uinc_wrap is
;; old >= x ? 0 : old + 1; udec_wrap is old == 0 || old > x ? x : old - 1;
;; fadd/fsub/fmin/fmax without the float atomic extensions work on the bits
;; (fmin/fmax are OpenCL's, as LLVM's are minnum/maxnum), vectors of floats too.
;; The swap's failure semantics drop release (acq_rel: 0x108 becomes 0x102).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#H2:]] = OpTypeVector %[[#]] 2
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#Z64:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-DAG: %[[#ONE64:]] = OpConstant %[[#I64]] 1{{$}}
; CHECK-DAG: %[[#AR:]] = OpConstant %[[#I32]] 264{{$}}
; CHECK-DAG: %[[#AQ:]] = OpConstant %[[#I32]] 258{{$}}

; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#F:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#H2]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel

;; nand on a Workgroup int, acq_rel
; CHECK: %[[#FIRST:]] = OpAtomicLoad %[[#I32]] %[[#L]] %[[#]] %[[#Z]]
; CHECK-NEXT: OpBranch %[[#H:]]
; CHECK-NEXT: %[[#H]] = OpLabel
; CHECK-NEXT: %[[#OLD:]] = OpPhi %[[#I32]] %[[#FIRST]] %[[#ENTRY]] %[[#SEEN:]] %[[#H]]
; CHECK-NEXT: %[[#AND:]] = OpBitwiseAnd %[[#I32]] %[[#OLD]] %[[#X]]
; CHECK-NEXT: %[[#NEW:]] = OpNot %[[#I32]] %[[#AND]]
; CHECK-NEXT: %[[#SEEN]] = OpAtomicCompareExchange %[[#I32]] %[[#L]] %[[#]] %[[#AR]] %[[#AQ]] %[[#NEW]] %[[#OLD]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#SEEN]] %[[#OLD]]
; CHECK-NEXT: OpLoopMerge %[[#DONE:]] %[[#H]] None
; CHECK-NEXT: OpBranchConditional %[[#OK]] %[[#DONE]] %[[#H]]
; CHECK-NEXT: %[[#DONE]] = OpLabel

;; uinc_wrap
; CHECK: %[[#O2:]] = OpPhi %[[#I32]]
; CHECK-NEXT: %[[#GE:]] = OpUGreaterThanEqual %[[#BOOL]] %[[#O2]] %[[#X]]
; CHECK-NEXT: %[[#INC:]] = OpIAdd %[[#I32]] %[[#O2]] %[[#ONE]]
; CHECK-NEXT: %[[#N2:]] = OpSelect %[[#I32]] %[[#GE]] %[[#Z]] %[[#INC]]
; CHECK-NEXT: OpAtomicCompareExchange %[[#I32]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#N2]] %[[#O2]]

;; udec_wrap on i64
; CHECK: %[[#O3:]] = OpPhi %[[#I64]]
; CHECK-NEXT: %[[#EQ:]] = OpIEqual %[[#BOOL]] %[[#O3]] %[[#Z64]]
; CHECK-NEXT: %[[#GT:]] = OpUGreaterThan %[[#BOOL]] %[[#O3]] %[[#Y]]
; CHECK-NEXT: %[[#OR:]] = OpLogicalOr %[[#BOOL]] %[[#EQ]] %[[#GT]]
; CHECK-NEXT: %[[#DEC:]] = OpISub %[[#I64]] %[[#O3]] %[[#ONE64]]
; CHECK-NEXT: %[[#N3:]] = OpSelect %[[#I64]] %[[#OR]] %[[#Y]] %[[#DEC]]
; CHECK-NEXT: OpAtomicCompareExchange %[[#I64]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#N3]] %[[#O3]]

;; fadd on float through its bits
; CHECK: %[[#O4:]] = OpPhi %[[#I32]]
; CHECK-NEXT: %[[#FO:]] = OpBitcast %[[#F32]] %[[#O4]]
; CHECK-NEXT: %[[#FS:]] = OpFAdd %[[#F32]] %[[#FO]] %[[#F]]
; CHECK-NEXT: %[[#N4:]] = OpBitcast %[[#I32]] %[[#FS]]
; CHECK-NEXT: OpAtomicCompareExchange %[[#I32]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#N4]] %[[#O4]]
; CHECK: %[[#R4:]] = OpBitcast %[[#F32]] %[[#O4]]

;; fmax on <2 x half> through an i32
; CHECK: %[[#O5:]] = OpPhi %[[#I32]]
; CHECK-NEXT: %[[#VO:]] = OpBitcast %[[#H2]] %[[#O5]]
; CHECK-NEXT: %[[#VM:]] = OpExtInst %[[#H2]] %[[#]] fmax %[[#VO]] %[[#V]]
; CHECK-NEXT: %[[#N5:]] = OpBitcast %[[#I32]] %[[#VM]]

define spir_func float @f(ptr addrspace(1) %p, ptr addrspace(3) %l, i32 %x, i64 %y, float %f, <2 x half> %v) {
  %a = atomicrmw nand ptr addrspace(3) %l, i32 %x acq_rel
  %b = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 %x seq_cst
  %c = atomicrmw udec_wrap ptr addrspace(1) %p, i64 %y monotonic
  %d = atomicrmw fadd ptr addrspace(1) %p, float %f seq_cst
  %e = atomicrmw fmax ptr addrspace(1) %p, <2 x half> %v seq_cst
  ret float %d
}

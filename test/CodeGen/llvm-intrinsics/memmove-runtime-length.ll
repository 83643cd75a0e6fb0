;; llvm.memmove with a run-time length copies byte by byte, forwards when the
;; destination is not above the source and backwards otherwise (so overlapping
;; ranges move as memmove says); the two loops sit in the arms of a selection.
;; A constant length above 64 KiB (too long for a temporary array) is moved the
;; same way.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#P8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-DAG: %[[#O:]] = OpConstant %[[#I64]] 1{{$}}

; CHECK: %[[#P:]] = OpFunctionParameter %[[#P8]]
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter %[[#P8]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#D:]] = OpConvertPtrToU %[[#I64]] %[[#Q]]
; CHECK-NEXT: %[[#S:]] = OpConvertPtrToU %[[#I64]] %[[#P]]
; CHECK-NEXT: %[[#UP:]] = OpULessThanEqual %[[#BOOL]] %[[#D]] %[[#S]]
; CHECK-NEXT: OpSelectionMerge %[[#JOIN:]] None
; CHECK-NEXT: OpBranchConditional %[[#UP]] %[[#FWD:]] %[[#BWD:]]
; CHECK-NEXT: %[[#FWD]] = OpLabel
; CHECK-NEXT: OpBranch %[[#H1:]]
; CHECK-NEXT: %[[#H1]] = OpLabel
; CHECK-NEXT: %[[#I:]] = OpPhi %[[#I64]] %[[#Z]] %[[#FWD]] %[[#NEXT:]] %[[#B1:]]
; CHECK-NEXT: %[[#C:]] = OpULessThan %[[#BOOL]] %[[#I]] %[[#N]]
; CHECK-NEXT: OpLoopMerge %[[#M1:]] %[[#B1]] None
; CHECK-NEXT: OpBranchConditional %[[#C]] %[[#B1]] %[[#M1]]
; CHECK-NEXT: %[[#B1]] = OpLabel
; CHECK-NEXT: %[[#FROM:]] = OpPtrAccessChain %[[#P8]] %[[#P]] %[[#I]]
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#I8]] %[[#FROM]]
; CHECK-NEXT: %[[#TO:]] = OpPtrAccessChain %[[#P8]] %[[#Q]] %[[#I]]
; CHECK-NEXT: OpStore %[[#TO]] %[[#X]]
; CHECK-NEXT: %[[#NEXT]] = OpIAdd %[[#I64]] %[[#I]] %[[#O]]
; CHECK-NEXT: OpBranch %[[#H1]]
; CHECK-NEXT: %[[#M1]] = OpLabel
; CHECK-NEXT: OpBranch %[[#JOIN]]
; CHECK-NEXT: %[[#BWD]] = OpLabel
; CHECK-NEXT: OpBranch %[[#H2:]]
; CHECK-NEXT: %[[#H2]] = OpLabel
; CHECK-NEXT: %[[#K:]] = OpPhi %[[#I64]] %[[#N]] %[[#BWD]] %[[#J:]] %[[#B2:]]
; CHECK-NEXT: %[[#C2:]] = OpINotEqual %[[#BOOL]] %[[#K]] %[[#Z]]
; CHECK-NEXT: OpLoopMerge %[[#M2:]] %[[#B2]] None
; CHECK-NEXT: OpBranchConditional %[[#C2]] %[[#B2]] %[[#M2]]
; CHECK-NEXT: %[[#B2]] = OpLabel
; CHECK-NEXT: %[[#J]] = OpISub %[[#I64]] %[[#K]] %[[#O]]
; CHECK-NEXT: %[[#FROM2:]] = OpPtrAccessChain %[[#P8]] %[[#P]] %[[#J]]
; CHECK-NEXT: %[[#X2:]] = OpLoad %[[#I8]] %[[#FROM2]]
; CHECK-NEXT: %[[#TO2:]] = OpPtrAccessChain %[[#P8]] %[[#Q]] %[[#J]]
; CHECK-NEXT: OpStore %[[#TO2]] %[[#X2]]
; CHECK-NEXT: OpBranch %[[#H2]]
; CHECK-NEXT: %[[#M2]] = OpLabel
; CHECK-NEXT: OpBranch %[[#JOIN]]
; CHECK-NEXT: %[[#JOIN]] = OpLabel
; CHECK-NEXT: OpReturn

; CHECK: OpFunction
; CHECK: OpConvertPtrToU
; CHECK: OpSelectionMerge
; CHECK: OpLoopMerge
; CHECK: OpLoopMerge
; CHECK-NOT: OpCopyMemorySized

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i64 %n) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %q, ptr addrspace(1) %p, i64 %n, i1 false)
  ret void
}

define spir_func void @big(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %q, ptr addrspace(1) %p, i64 100000, i1 false)
  ret void
}

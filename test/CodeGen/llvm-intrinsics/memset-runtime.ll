;; llvm.memset with a run-time byte or length stores byte by byte in a counted
;; loop: a header with the counter's phi, the exit test and OpLoopMerge, a body
;; that is the continue target, and the merge block where the rest of the LLVM
;; block goes on (its successors' phis name that block). A volatile memset
;; stores volatile bytes.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#P8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#C8:]] = OpConstant %[[#I32]] 8{{$}}
; CHECK-DAG: %[[#Z32:]] = OpConstant %[[#I32]] 0{{$}}
; CHECK-DAG: %[[#O32:]] = OpConstant %[[#I32]] 1{{$}}
; CHECK-DAG: %[[#Z64:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-DAG: %[[#O64:]] = OpConstant %[[#I64]] 1{{$}}
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#I8]] 7{{$}}

; CHECK: %[[#P:]] = OpFunctionParameter %[[#P8]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: OpBranch %[[#H1:]]
; CHECK-NEXT: %[[#H1]] = OpLabel
; CHECK-NEXT: %[[#I:]] = OpPhi %[[#I32]] %[[#Z32]] %[[#ENTRY]] %[[#NEXT:]] %[[#B1:]]
; CHECK-NEXT: %[[#C:]] = OpULessThan %[[#BOOL]] %[[#I]] %[[#C8]]
; CHECK-NEXT: OpLoopMerge %[[#M1:]] %[[#B1]] None
; CHECK-NEXT: OpBranchConditional %[[#C]] %[[#B1]] %[[#M1]]
; CHECK-NEXT: %[[#B1]] = OpLabel
; CHECK-NEXT: %[[#A:]] = OpPtrAccessChain %[[#P8]] %[[#P]] %[[#I]]
; CHECK-NEXT: OpStore %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NEXT]] = OpIAdd %[[#I32]] %[[#I]] %[[#O32]]
; CHECK-NEXT: OpBranch %[[#H1]]
; CHECK-NEXT: %[[#M1]] = OpLabel
; CHECK-NEXT: OpBranch %[[#H2:]]
; CHECK-NEXT: %[[#H2]] = OpLabel
; CHECK-NEXT: %[[#J:]] = OpPhi %[[#I64]] %[[#Z64]] %[[#M1]] %[[#NEXTJ:]] %[[#B2:]]
; CHECK-NEXT: %[[#CJ:]] = OpULessThan %[[#BOOL]] %[[#J]] %[[#N]]
; CHECK-NEXT: OpLoopMerge %[[#M2:]] %[[#B2]] None
; CHECK-NEXT: OpBranchConditional %[[#CJ]] %[[#B2]] %[[#M2]]
; CHECK-NEXT: %[[#B2]] = OpLabel
; CHECK-NEXT: %[[#AJ:]] = OpPtrAccessChain %[[#P8]] %[[#P]] %[[#J]]
; CHECK-NEXT: OpStore %[[#AJ]] %[[#SEVEN]] Volatile
; CHECK-NEXT: %[[#NEXTJ]] = OpIAdd %[[#I64]] %[[#J]] %[[#O64]]
; CHECK-NEXT: OpBranch %[[#H2]]
; CHECK-NEXT: %[[#M2]] = OpLabel
; CHECK-NEXT: OpBranch %[[#NEXTBB:]]
; CHECK-NEXT: %[[#NEXTBB]] = OpLabel
; CHECK-NEXT: OpPhi %[[#I32]] %[[#Z32]] %[[#M2]]

define spir_kernel void @k(ptr addrspace(1) %p, i8 %b, i64 %n) {
  call void @llvm.memset.p1.i32(ptr addrspace(1) %p, i8 %b, i32 8, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 7, i64 %n, i1 true)
  br label %next
next:
  %x = phi i32 [ 0, %0 ]
  ret void
}

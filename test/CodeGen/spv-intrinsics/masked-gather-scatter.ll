;; llvm.spv.masked.gather/scatter, which LLVM 22's backend makes of
;; llvm.masked.gather/scatter, take the same operands and are lowered the
;; same way: a branch per lane whose mask bit is a run-time value, through
;; the lane's address (llvm-intrinsics/masked-gather-scatter.ll). A call
;; with other operands is an error (errors/spv-bad-signatures.ll).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SZ:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#SZ2:]] = OpTypeVector %[[#SZ]] 2
; CHECK-DAG: %[[#PI:]] = OpTypePointer Generic %[[#I]]

; CHECK: = OpFunction
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#M0:]] = OpCompositeExtract %[[#B]] %[[#M]] 0
; CHECK-NEXT: OpBranchConditional %[[#M0]] %[[#L0:]] %[[#J0:]]
; CHECK-NEXT: %[[#L0]] = OpLabel
; CHECK-NEXT: %[[#A0:]] = OpCompositeExtract %[[#SZ]] %[[#P]] 0
; CHECK-NEXT: %[[#Q0:]] = OpConvertUToPtr %[[#PI]] %[[#A0]]
; CHECK-NEXT: OpLoad %[[#I]] %[[#Q0]]
; CHECK: OpBranchConditional
; CHECK: OpLoad %[[#I]]
; CHECK: = OpFunction
; CHECK: OpBranchConditional
; CHECK: %[[#A0:]] = OpCompositeExtract %[[#SZ]] %[[#]] 0
; CHECK-NEXT: %[[#Q0:]] = OpConvertUToPtr %[[#PI]] %[[#A0]]
; CHECK-NEXT: OpStore %[[#Q0]]
; CHECK: OpBranchConditional
; CHECK: OpStore

define spir_func <2 x i32> @gather(<2 x ptr addrspace(4)> %p, <2 x i1> %m, <2 x i32> %pass) {
  %v = call <2 x i32> @llvm.spv.masked.gather.v2i32.v2p4.v2i1(<2 x ptr addrspace(4)> %p, i32 4, <2 x i1> %m, <2 x i32> %pass)
  ret <2 x i32> %v
}

define spir_func void @scatter(<2 x i32> %x, <2 x ptr addrspace(4)> %p, <2 x i1> %m) {
  call void @llvm.spv.masked.scatter.v2i32.v2p4.v2i1(<2 x i32> %x, <2 x ptr addrspace(4)> %p, i32 4, <2 x i1> %m)
  ret void
}

declare <2 x i32> @llvm.spv.masked.gather.v2i32.v2p4.v2i1(<2 x ptr addrspace(4)>, i32, <2 x i1>, <2 x i32>)
declare void @llvm.spv.masked.scatter.v2i32.v2p4.v2i1(<2 x i32>, <2 x ptr addrspace(4)>, i32, <2 x i1>)

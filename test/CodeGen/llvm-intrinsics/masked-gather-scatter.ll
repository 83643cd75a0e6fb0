;; llvm.masked.gather/scatter without SPV_INTEL_masked_gather_scatter: the
;; vector of pointers is the lanes' addresses (size_t), and each lane is an
;; OpLoad/OpStore through OpConvertUToPtr of its address. A lane whose mask
;; bit is a run-time value gets a conditional block, so a disabled lane's
;; address is never touched and keeps the passthru lane; a lane known to be
;; on is accessed directly, one known to be off not at all. A gather of
;; pointers loads their addresses.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv
; RUN: spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-NOT: OpCapability MaskedGatherScatterINTEL
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#SZ:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#SZ2:]] = OpTypeVector %[[#SZ]] 2
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#PSZ:]] = OpTypePointer CrossWorkgroup %[[#SZ]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup
; CHECK-DAG: %[[#ZERO:]] = OpConstantNull %[[#V]]

; CHECK: = OpFunction %[[#V]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter
; CHECK-NEXT: %[[#PASS:]] = OpFunctionParameter %[[#V]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#M0:]] = OpCompositeExtract %[[#B]] %[[#M]] 0
; CHECK-NEXT: OpBranchConditional %[[#M0]] %[[#L0:]] %[[#J0:]]
; CHECK-NEXT: %[[#L0]] = OpLabel
; CHECK-NEXT: %[[#A0:]] = OpCompositeExtract %[[#SZ]] %[[#P]] 0
; CHECK-NEXT: %[[#Q0:]] = OpConvertUToPtr %[[#PF]] %[[#A0]]
; CHECK-NEXT: %[[#X0:]] = OpLoad %[[#F]] %[[#Q0]]
; CHECK-NEXT: %[[#I0:]] = OpCompositeInsert %[[#V]] %[[#X0]] %[[#PASS]] 0
; CHECK-NEXT: OpBranch %[[#J0]]
; CHECK-NEXT: %[[#J0]] = OpLabel
; CHECK-NEXT: %[[#R0:]] = OpPhi %[[#V]] %[[#I0]] %[[#L0]] %[[#PASS]] %[[#ENTRY]]
; CHECK-NEXT: %[[#M1:]] = OpCompositeExtract %[[#B]] %[[#M]] 1
; CHECK-NEXT: OpBranchConditional %[[#M1]] %[[#L1:]] %[[#J1:]]
; CHECK-NEXT: %[[#L1]] = OpLabel
; CHECK-NEXT: %[[#A1:]] = OpCompositeExtract %[[#SZ]] %[[#P]] 1
; CHECK-NEXT: %[[#Q1:]] = OpConvertUToPtr %[[#PF]] %[[#A1]]
; CHECK-NEXT: %[[#X1:]] = OpLoad %[[#F]] %[[#Q1]]
; CHECK-NEXT: %[[#I1:]] = OpCompositeInsert %[[#V]] %[[#X1]] %[[#R0]] 1
; CHECK-NEXT: OpBranch %[[#J1]]
; CHECK-NEXT: %[[#J1]] = OpLabel
; CHECK-NEXT: %[[#R1:]] = OpPhi %[[#V]] %[[#I1]] %[[#L1]] %[[#R0]] %[[#J0]]
; CHECK-NEXT: OpReturnValue %[[#R1]]
define spir_func <2 x float> @gather(<2 x ptr addrspace(1)> %p, <2 x i1> %m, <2 x float> %pass) {
  %v = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> %p, i32 4, <2 x i1> %m, <2 x float> %pass)
  ret <2 x float> %v
}

; CHECK: = OpFunction
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#V]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#M0:]] = OpCompositeExtract %[[#B]] %[[#M]] 0
; CHECK-NEXT: OpBranchConditional %[[#M0]] %[[#L0:]] %[[#J0:]]
; CHECK-NEXT: %[[#L0]] = OpLabel
; CHECK-NEXT: %[[#E0:]] = OpCompositeExtract %[[#F]] %[[#X]] 0
; CHECK-NEXT: %[[#A0:]] = OpCompositeExtract %[[#SZ]] %[[#P]] 0
; CHECK-NEXT: %[[#Q0:]] = OpConvertUToPtr %[[#PF]] %[[#A0]]
; CHECK-NEXT: OpStore %[[#Q0]] %[[#E0]]
; CHECK-NEXT: OpBranch %[[#J0]]
; CHECK-NEXT: %[[#J0]] = OpLabel
; CHECK-NEXT: %[[#M1:]] = OpCompositeExtract %[[#B]] %[[#M]] 1
; CHECK-NEXT: OpBranchConditional %[[#M1]] %[[#L1:]] %[[#J1:]]
; CHECK: OpStore
; CHECK-NEXT: OpBranch %[[#J1]]
; CHECK-NEXT: %[[#J1]] = OpLabel
; CHECK-NEXT: OpReturn
define spir_func void @scatter(<2 x float> %x, <2 x ptr addrspace(1)> %p, <2 x i1> %m) {
  call void @llvm.masked.scatter.v2f32.v2p1(<2 x float> %x, <2 x ptr addrspace(1)> %p, i32 4, <2 x i1> %m)
  ret void
}

;; constant mask: lane 0 directly, lane 1 not at all (the passthru stays)
; CHECK: = OpFunction %[[#V]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#A:]] = OpConvertPtrToU %[[#SZ]] %[[#G]]
; CHECK: %[[#K:]] = OpCompositeInsert %[[#SZ2]] %[[#]] %[[#]] 1
; CHECK-NEXT: %[[#A0:]] = OpCompositeExtract %[[#SZ]] %[[#K]] 0
; CHECK-NEXT: %[[#Q0:]] = OpConvertUToPtr %[[#PF]] %[[#A0]]
; CHECK-NEXT: %[[#X0:]] = OpLoad %[[#F]] %[[#Q0]]
; CHECK-NEXT: %[[#R:]] = OpCompositeInsert %[[#V]] %[[#X0]] %[[#ZERO]] 0
; CHECK-NEXT: OpReturnValue %[[#R]]
@g = addrspace(1) global [8 x float] zeroinitializer
define spir_func <2 x float> @constant() {
  %v = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> <ptr addrspace(1) @g, ptr addrspace(1) getelementptr (float, ptr addrspace(1) @g, i64 3)>, i32 4, <2 x i1> <i1 true, i1 false>, <2 x float> zeroinitializer)
  ret <2 x float> %v
}

;; pointers gathered: their addresses, through a pointer to size_t
; CHECK: = OpFunction %[[#SZ2]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#SZ2]]
; CHECK: %[[#A0:]] = OpCompositeExtract %[[#SZ]] %[[#P]] 0
; CHECK-NEXT: %[[#Q0:]] = OpConvertUToPtr %[[#PSZ]] %[[#A0]]
; CHECK-NEXT: %[[#]] = OpLoad %[[#SZ]] %[[#Q0]]
define spir_func <2 x ptr addrspace(1)> @pointers(<2 x ptr addrspace(1)> %p, <2 x i1> %m) {
  %v = call <2 x ptr addrspace(1)> @llvm.masked.gather.v2p1.v2p1(<2 x ptr addrspace(1)> %p, i32 8, <2 x i1> %m, <2 x ptr addrspace(1)> zeroinitializer)
  ret <2 x ptr addrspace(1)> %v
}

declare <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)>, i32, <2 x i1>, <2 x float>)
declare void @llvm.masked.scatter.v2f32.v2p1(<2 x float>, <2 x ptr addrspace(1)>, i32, <2 x i1>)
declare <2 x ptr addrspace(1)> @llvm.masked.gather.v2p1.v2p1(<2 x ptr addrspace(1)>, i32, <2 x i1>, <2 x ptr addrspace(1)>)

;; llvm.masked.load/store: a lane whose mask bit is a run-time value gets a
;; conditional block, so a disabled lane's address is never touched; a lane
;; that is known to be on is accessed directly, one known to be off not at
;; all. The load's lanes are joined by OpPhi. A phi after the split block
;; names the block's last part as its predecessor. The pointer's pointee is
;; the vector's element type (pointer inference counts masked accesses).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#U:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#U]] 1
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#B]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#M0:]] = OpCompositeExtract %[[#B]] %[[#M]] 0
; CHECK-NEXT: OpBranchConditional %[[#M0]] %[[#L0:]] %[[#J0:]]
; CHECK-NEXT: %[[#L0]] = OpLabel
; CHECK-NEXT: %[[#X0:]] = OpLoad %[[#F]] %[[#P]]
; CHECK-NEXT: %[[#I0:]] = OpCompositeInsert %[[#V]] %[[#X0]] %[[#PASS:]] 0
; CHECK-NEXT: OpBranch %[[#J0]]
; CHECK-NEXT: %[[#J0]] = OpLabel
; CHECK-NEXT: %[[#A0:]] = OpPhi %[[#V]] %[[#I0]] %[[#L0]] %[[#PASS]] %[[#ENTRY]]
; CHECK-NEXT: %[[#M1:]] = OpCompositeExtract %[[#B]] %[[#M]] 1
; CHECK-NEXT: OpBranchConditional %[[#M1]] %[[#L1:]] %[[#J1:]]
; CHECK-NEXT: %[[#L1]] = OpLabel
; CHECK-NEXT: %[[#E1:]] = OpInBoundsPtrAccessChain %[[#]] %[[#P]] %[[#ONE]]
; CHECK-NEXT: %[[#X1:]] = OpLoad %[[#F]] %[[#E1]]
; CHECK-NEXT: %[[#I1:]] = OpCompositeInsert %[[#V]] %[[#X1]] %[[#A0]] 1
; CHECK-NEXT: OpBranch %[[#J1]]
; CHECK-NEXT: %[[#J1]] = OpLabel
; CHECK-NEXT: %[[#A1:]] = OpPhi %[[#V]] %[[#I1]] %[[#L1]] %[[#A0]] %[[#J0]]
;; the store's mask <1, 0> is constant: lane 0 directly, lane 1 never
; CHECK-NEXT: %[[#S0:]] = OpCompositeExtract %[[#F]] %[[#A1]] 0
; CHECK-NEXT: OpStore %[[#]] %[[#S0]]
; CHECK-NEXT: OpBranchConditional %[[#C]] %[[#T:]] %[[#D:]]
; CHECK: %[[#D]] = OpLabel
; CHECK-NEXT: %[[#]] = OpPhi %[[#V]] %[[#A1]] %[[#J1]] %[[#]] %[[#T]]

define spir_func <2 x float> @f(ptr addrspace(1) %p, <2 x i1> %m, ptr addrspace(1) %q, i1 %c) {
entry:
  %v = call <2 x float> @llvm.masked.load.v2f32.p1(ptr addrspace(1) %p, i32 4, <2 x i1> %m, <2 x float> <float 1.0, float 2.0>)
  call void @llvm.masked.store.v2f32.p1(<2 x float> %v, ptr addrspace(1) %q, i32 4, <2 x i1> <i1 true, i1 false>)
  br i1 %c, label %then, label %done
then:
  %w = fadd <2 x float> %v, %v
  br label %done
done:
  %r = phi <2 x float> [ %v, %entry ], [ %w, %then ]
  ret <2 x float> %r
}

;; Vectors of pointers with physical addressing: SPIR-V has none without
;; SPV_INTEL_masked_gather_scatter, so <n x ptr> is a vector of size_t
;; holding the lanes' addresses. A pointer goes in through OpConvertPtrToU
;; and comes out through OpConvertUToPtr; a vector getelementptr adds each
;; index times the size it steps over (struct members: their offsets), a
;; scalar base or index going to every lane; ptrtoint and inttoptr only
;; resize the integers; icmp, select, shufflevector, phi, load and store work
;; on the integers; an addrspacecast goes lane by lane through Generic.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv
; RUN: spirv-val %t32.spv
; RUN: spirv-dis --raw-id --no-header %t32.spv | FileCheck %s --check-prefix=P32
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SZ:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#SZ4:]] = OpTypeVector %[[#SZ]] 4
; CHECK-DAG: %[[#SZ2:]] = OpTypeVector %[[#SZ]] 2
; CHECK-DAG: %[[#I32X2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#B2:]] = OpTypeVector %[[#]] 2
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#PC:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#GC:]] = OpTypePointer Generic %[[#I8]]
; CHECK-DAG: %[[#PV:]] = OpTypePointer CrossWorkgroup %[[#SZ2]]
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#SZ]] 4
; CHECK-DAG: %[[#FOUR4:]] = OpConstantComposite %[[#SZ4]] %[[#FOUR]] %[[#FOUR]] %[[#FOUR]] %[[#FOUR]]
; CHECK-DAG: %[[#K20:]] = OpConstant %[[#SZ]] 20
; CHECK-DAG: %[[#K20V:]] = OpConstantComposite %[[#SZ4]] %[[#K20]] %[[#K20]] %[[#K20]] %[[#K20]]
; CHECK-DAG: %[[#U4:]] = OpUndef %[[#SZ4]]
; CHECK-DAG: %[[#U2:]] = OpUndef %[[#SZ2]]
; CHECK-DAG: %[[#NULL2:]] = OpConstantNull %[[#SZ2]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup
; CHECK-DAG: %[[#H:]] = OpVariable %[[#]] CrossWorkgroup

%S = type { i32, [4 x float] }
@g = addrspace(1) global [8 x float] zeroinitializer
@h = addrspace(1) global i32 0

;; a scalar base in every lane, a vector index times sizeof(float)
; CHECK: = OpFunction %[[#SZ4]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#PF]]
; CHECK-NEXT: %[[#IX:]] = OpFunctionParameter %[[#SZ4]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#A:]] = OpConvertPtrToU %[[#SZ]] %[[#P]]
; CHECK-NEXT: %[[#A0:]] = OpCompositeInsert %[[#SZ4]] %[[#A]] %[[#U4]] 0
; CHECK-NEXT: %[[#A1:]] = OpCompositeInsert %[[#SZ4]] %[[#A]] %[[#A0]] 1
; CHECK-NEXT: %[[#A2:]] = OpCompositeInsert %[[#SZ4]] %[[#A]] %[[#A1]] 2
; CHECK-NEXT: %[[#A3:]] = OpCompositeInsert %[[#SZ4]] %[[#A]] %[[#A2]] 3
; CHECK-NEXT: %[[#O:]] = OpIMul %[[#SZ4]] %[[#IX]] %[[#FOUR4]]
; CHECK-NEXT: %[[#]] = OpIAdd %[[#SZ4]] %[[#A3]] %[[#O]]
define spir_func <4 x ptr addrspace(1)> @gep_scalar_base(ptr addrspace(1) %p, <4 x i64> %i) {
  %q = getelementptr float, ptr addrspace(1) %p, <4 x i64> %i
  ret <4 x ptr addrspace(1)> %q
}

;; a vector base: a constant index is one offset (1 * sizeof(%S) = 20), a
;; struct member its offset (4), an i32 vector index is sign-extended
; CHECK: = OpFunction %[[#SZ4]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#SZ4]]
; CHECK-NEXT: %[[#IX:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X:]] = OpIAdd %[[#SZ4]] %[[#P]] %[[#K20V]]
; CHECK-NEXT: %[[#Y:]] = OpIAdd %[[#SZ4]] %[[#X]] %[[#FOUR4]]
; CHECK-NEXT: %[[#W:]] = OpSConvert %[[#SZ4]] %[[#IX]]
; CHECK-NEXT: %[[#O:]] = OpIMul %[[#SZ4]] %[[#W]] %[[#FOUR4]]
; CHECK-NEXT: %[[#]] = OpIAdd %[[#SZ4]] %[[#Y]] %[[#O]]
define spir_func <4 x ptr addrspace(1)> @gep_struct(<4 x ptr addrspace(1)> %p, <4 x i32> %i) {
  %q = getelementptr inbounds %S, <4 x ptr addrspace(1)> %p, i64 1, i32 1, <4 x i32> %i
  ret <4 x ptr addrspace(1)> %q
}

;; ptrtoint and inttoptr resize the addresses
; CHECK: = OpFunction %[[#I32X2]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X:]] = OpUConvert %[[#I32X2]] %[[#P]]
; CHECK-NEXT: OpReturnValue %[[#X]]
define spir_func <2 x i32> @ptrtoint(<2 x ptr addrspace(1)> %p) {
  %q = ptrtoint <2 x ptr addrspace(1)> %p to <2 x i32>
  ret <2 x i32> %q
}

; CHECK: = OpFunction %[[#SZ2]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#I32X2]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X:]] = OpUConvert %[[#SZ2]] %[[#P]]
; CHECK-NEXT: OpReturnValue %[[#X]]
define spir_func <2 x ptr addrspace(3)> @inttoptr(<2 x i32> %p) {
  %q = inttoptr <2 x i32> %p to <2 x ptr addrspace(3)>
  ret <2 x ptr addrspace(3)> %q
}

; CHECK: = OpFunction %[[#B2]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#]] = OpULessThan %[[#B2]] %[[#A]] %[[#B]]
define spir_func <2 x i1> @icmp(<2 x ptr addrspace(1)> %a, <2 x ptr addrspace(1)> %b) {
  %q = icmp ult <2 x ptr addrspace(1)> %a, %b
  ret <2 x i1> %q
}

; CHECK: = OpFunction %[[#SZ2]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#B2]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#]] = OpSelect %[[#SZ2]] %[[#C]] %[[#A]] %[[#B]]
define spir_func <2 x ptr addrspace(1)> @select(<2 x i1> %c, <2 x ptr addrspace(1)> %a, <2 x ptr addrspace(1)> %b) {
  %q = select <2 x i1> %c, <2 x ptr addrspace(1)> %a, <2 x ptr addrspace(1)> %b
  ret <2 x ptr addrspace(1)> %q
}

;; a lane comes out as a pointer (constant or run-time lane)
; CHECK: = OpFunction %[[#F]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X:]] = OpCompositeExtract %[[#SZ]] %[[#A]] 1
; CHECK-NEXT: %[[#P:]] = OpConvertUToPtr %[[#PF]] %[[#X]]
; CHECK-NEXT: OpLoad %[[#F]] %[[#P]] Aligned 4
; CHECK-NEXT: %[[#Y:]] = OpVectorExtractDynamic %[[#SZ]] %[[#A]] %[[#I]]
; CHECK-NEXT: %[[#Q:]] = OpConvertUToPtr %[[#PF]] %[[#Y]]
; CHECK-NEXT: OpLoad %[[#F]] %[[#Q]] Aligned 4
define spir_func float @extract(<2 x ptr addrspace(1)> %a, i32 %i) {
  %p = extractelement <2 x ptr addrspace(1)> %a, i32 1
  %x = load float, ptr addrspace(1) %p
  %p2 = extractelement <2 x ptr addrspace(1)> %a, i32 %i
  %y = load float, ptr addrspace(1) %p2
  %z = fadd float %x, %y
  ret float %z
}

;; a pointer goes in as its address
; CHECK: = OpFunction %[[#SZ2]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#PC]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#PC]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X:]] = OpConvertPtrToU %[[#SZ]] %[[#A]]
; CHECK-NEXT: %[[#V:]] = OpCompositeInsert %[[#SZ2]] %[[#X]] %[[#U2]] 0
; CHECK-NEXT: %[[#Y:]] = OpConvertPtrToU %[[#SZ]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpVectorInsertDynamic %[[#SZ2]] %[[#V]] %[[#Y]] %[[#I]]
define spir_func <2 x ptr addrspace(1)> @insert(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %i) {
  %v = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %a, i32 0
  %w = insertelement <2 x ptr addrspace(1)> %v, ptr addrspace(1) %b, i32 %i
  ret <2 x ptr addrspace(1)> %w
}

; CHECK: = OpFunction %[[#SZ4]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#]] = OpVectorShuffle %[[#SZ4]] %[[#A]] %[[#B]] 0 3 1 4294967295
define spir_func <4 x ptr addrspace(1)> @shuffle(<2 x ptr addrspace(1)> %a, <2 x ptr addrspace(1)> %b) {
  %v = shufflevector <2 x ptr addrspace(1)> %a, <2 x ptr addrspace(1)> %b, <4 x i32> <i32 0, i32 3, i32 1, i32 poison>
  ret <4 x ptr addrspace(1)> %v
}

;; a constant vector of pointers is made once, in the function's prologue
; CHECK: = OpFunction %[[#SZ2]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#X:]] = OpConvertPtrToU %[[#SZ]] %[[#G]]
; CHECK-NEXT: %[[#Y:]] = OpConvertPtrToU %[[#SZ]] %[[#H]]
; CHECK-NEXT: %[[#V:]] = OpCompositeInsert %[[#SZ2]] %[[#X]] %[[#U2]] 0
; CHECK-NEXT: %[[#K:]] = OpCompositeInsert %[[#SZ2]] %[[#Y]] %[[#V]] 1
; CHECK-NEXT: OpBranchConditional %[[#C]] %[[#T:]] %[[#E:]]
; CHECK: %[[#E]] = OpLabel
; CHECK-NEXT: %[[#]] = OpPhi %[[#SZ2]] %[[#A]] %[[#ENTRY]] %[[#K]] %[[#T]]
define spir_func <2 x ptr addrspace(1)> @phi(i1 %c, <2 x ptr addrspace(1)> %a) {
entry:
  br i1 %c, label %t, label %e
t:
  br label %e
e:
  %p = phi <2 x ptr addrspace(1)> [ %a, %entry ], [ <ptr addrspace(1) @g, ptr addrspace(1) @h>, %t ]
  ret <2 x ptr addrspace(1)> %p
}

;; lane by lane through Generic
; CHECK: = OpFunction %[[#SZ2]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#SZ2]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X0:]] = OpCompositeExtract %[[#SZ]] %[[#A]] 0
; CHECK-NEXT: %[[#P0:]] = OpConvertUToPtr %[[#PC]] %[[#X0]]
; CHECK-NEXT: %[[#G0:]] = OpPtrCastToGeneric %[[#GC]] %[[#P0]]
; CHECK-NEXT: %[[#Y0:]] = OpConvertPtrToU %[[#SZ]] %[[#G0]]
; CHECK-NEXT: %[[#X1:]] = OpCompositeExtract %[[#SZ]] %[[#A]] 1
; CHECK-NEXT: %[[#P1:]] = OpConvertUToPtr %[[#PC]] %[[#X1]]
; CHECK-NEXT: %[[#G1:]] = OpPtrCastToGeneric %[[#GC]] %[[#P1]]
; CHECK-NEXT: %[[#Y1:]] = OpConvertPtrToU %[[#SZ]] %[[#G1]]
; CHECK-NEXT: %[[#V:]] = OpCompositeInsert %[[#SZ2]] %[[#Y0]] %[[#U2]] 0
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#SZ2]] %[[#Y1]] %[[#V]] 1
define spir_func <2 x ptr addrspace(4)> @addrspacecast(<2 x ptr addrspace(1)> %a) {
  %p = addrspacecast <2 x ptr addrspace(1)> %a to <2 x ptr addrspace(4)>
  ret <2 x ptr addrspace(4)> %p
}

;; in memory a vector of pointers is its addresses
; CHECK: = OpFunction
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#PV]]
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter %[[#PV]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#SZ2]] %[[#P]] Aligned 16
; CHECK-NEXT: OpStore %[[#Q]] %[[#X]] Aligned 16
define spir_func void @memory(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <2 x ptr addrspace(1)>, ptr addrspace(1) %p
  store <2 x ptr addrspace(1)> %v, ptr addrspace(1) %q
  ret void
}

; CHECK: = OpFunction %[[#SZ2]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpReturnValue %[[#NULL2]]
define spir_func <2 x ptr addrspace(1)> @zero() {
  ret <2 x ptr addrspace(1)> zeroinitializer
}

;; one lane: a scalar size_t
; CHECK: = OpFunction %[[#SZ]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#SZ]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#]] = OpIAdd %[[#SZ]] %[[#A]] %[[#FOUR]]
define spir_func <1 x ptr addrspace(1)> @one(<1 x ptr addrspace(1)> %a) {
  %q = getelementptr i8, <1 x ptr addrspace(1)> %a, <1 x i64> <i64 4>
  ret <1 x ptr addrspace(1)> %q
}

;; spirv32: size_t is 32 bits, an i64 index is truncated
; P32-DAG: %[[#SZ:]] = OpTypeInt 32 0
; P32-DAG: %[[#I64:]] = OpTypeInt 64 0
; P32-DAG: %[[#SZ4:]] = OpTypeVector %[[#SZ]] 4
; P32-DAG: %[[#I64X4:]] = OpTypeVector %[[#I64]] 4
; P32: = OpFunction %[[#SZ4]]
; P32-NEXT: OpFunctionParameter
; P32-NEXT: %[[#IX:]] = OpFunctionParameter %[[#I64X4]]
; P32: %[[#]] = OpUConvert %[[#SZ4]] %[[#IX]]

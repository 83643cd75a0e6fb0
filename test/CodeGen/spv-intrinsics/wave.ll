;; HLSL wave intrinsics as GroupNonUniform instructions at sub-group scope:
;; reductions (integer, float, logical for i1), exclusive prefix scans,
;; votes, elect, all-equal (lane by lane for vectors), ballot and its bit
;; counts, and readlane (a broadcast for a constant lane, a shuffle otherwise).
;; They need SPIR-V 1.3.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK: Version: 1.3
; CHECK-DAG: OpCapability GroupNonUniformArithmetic
; CHECK-DAG: OpCapability GroupNonUniformBallot
; CHECK-DAG: OpCapability GroupNonUniformVote
; CHECK-DAG: OpCapability GroupNonUniformShuffle
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#B2:]] = OpTypeVector %[[#B]] 2
; CHECK-DAG: %[[#U4:]] = OpTypeVector %[[#I]] 4
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#I]] 3
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#B]]
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter %[[#I]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter
; CHECK: %[[#]] = OpGroupNonUniformIAdd %[[#I]] %[[#SG]] Reduce %[[#X]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformFMul %[[#F]] %[[#SG]] Reduce %[[#Y]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformSMax %[[#I]] %[[#SG]] Reduce %[[#X]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformUMin %[[#I]] %[[#SG]] Reduce %[[#X]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformFMin %[[#F]] %[[#SG]] Reduce %[[#Y]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformBitwiseXor %[[#I]] %[[#SG]] Reduce %[[#X]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformLogicalOr %[[#B]] %[[#SG]] Reduce %[[#P]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformFAdd %[[#F]] %[[#SG]] ExclusiveScan %[[#Y]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformIMul %[[#I]] %[[#SG]] ExclusiveScan %[[#X]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformAll %[[#B]] %[[#SG]] %[[#P]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformAny %[[#B]] %[[#SG]] %[[#P]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformElect %[[#B]] %[[#SG]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformAllEqual %[[#B]] %[[#SG]] %[[#X]]
; CHECK-NEXT: %[[#V0:]] = OpCompositeExtract %[[#F]] %[[#V]] 0
; CHECK-NEXT: %[[#E0:]] = OpGroupNonUniformAllEqual %[[#B]] %[[#SG]] %[[#V0]]
; CHECK-NEXT: %[[#A0:]] = OpCompositeInsert %[[#B2]] %[[#E0]] %[[#]] 0
; CHECK-NEXT: %[[#V1:]] = OpCompositeExtract %[[#F]] %[[#V]] 1
; CHECK-NEXT: %[[#E1:]] = OpGroupNonUniformAllEqual %[[#B]] %[[#SG]] %[[#V1]]
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#B2]] %[[#E1]] %[[#A0]] 1
; CHECK-NEXT: %[[#]] = OpGroupNonUniformBallot %[[#U4]] %[[#SG]] %[[#P]]
; CHECK-NEXT: %[[#BA:]] = OpGroupNonUniformBallot %[[#U4]] %[[#SG]] %[[#P]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformBallotBitCount %[[#I]] %[[#SG]] Reduce %[[#BA]]
; CHECK-NEXT: %[[#BP:]] = OpGroupNonUniformBallot %[[#U4]] %[[#SG]] %[[#P]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformBallotBitCount %[[#I]] %[[#SG]] ExclusiveScan %[[#BP]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformShuffle %[[#F]] %[[#SG]] %[[#Y]] %[[#L]]
; CHECK-NEXT: %[[#]] = OpGroupNonUniformBroadcast %[[#F]] %[[#SG]] %[[#Y]] %[[#]]

define spir_func void @f(i32 %x, float %y, i1 %p, i32 %l, <2 x float> %v, ptr addrspace(1) %o) {
  %a = call i32 @llvm.spv.wave.reduce.sum.i32(i32 %x)
  %b = call float @llvm.spv.wave.product.f32(float %y)
  %c = call i32 @llvm.spv.wave.reduce.max.i32(i32 %x)
  %d = call i32 @llvm.spv.wave.reduce.umin.i32(i32 %x)
  %e = call float @llvm.spv.wave.reduce.min.f32(float %y)
  %f = call i32 @llvm.spv.wave.reduce.xor.i32(i32 %x)
  %g = call i1 @llvm.spv.wave.reduce.or.i1(i1 %p)
  %h = call float @llvm.spv.wave.prefix.sum.f32(float %y)
  %i = call i32 @llvm.spv.wave.prefix.product.i32(i32 %x)
  %j = call i1 @llvm.spv.wave.all(i1 %p)
  %k = call i1 @llvm.spv.wave.any(i1 %p)
  %m = call i1 @llvm.spv.wave.is.first.lane()
  %n = call i1 @llvm.spv.wave.all.equal.i32(i32 %x)
  %q = call <2 x i1> @llvm.spv.wave.all.equal.v2f32(<2 x float> %v)
  %r = call <4 x i32> @llvm.spv.subgroup.ballot(i1 %p)
  %s = call i32 @llvm.spv.wave.active.countbits(i1 %p)
  %t = call i32 @llvm.spv.subgroup.prefix.bit.count(i1 %p)
  %u = call float @llvm.spv.wave.readlane.f32(float %y, i32 %l)
  %w = call float @llvm.spv.wave.readlane.f32(float %y, i32 0)
  store volatile i32 %a, ptr addrspace(1) %o
  store volatile float %b, ptr addrspace(1) %o
  store volatile i32 %c, ptr addrspace(1) %o
  store volatile i32 %d, ptr addrspace(1) %o
  store volatile float %e, ptr addrspace(1) %o
  store volatile i32 %f, ptr addrspace(1) %o
  store volatile float %h, ptr addrspace(1) %o
  store volatile i32 %i, ptr addrspace(1) %o
  %z1 = and i1 %g, %j
  %z2 = and i1 %z1, %k
  %z3 = and i1 %z2, %m
  %z4 = and i1 %z3, %n
  %z5 = zext i1 %z4 to i32
  store volatile i32 %z5, ptr addrspace(1) %o
  %qz = zext <2 x i1> %q to <2 x i32>
  store volatile <2 x i32> %qz, ptr addrspace(1) %o
  store volatile <4 x i32> %r, ptr addrspace(1) %o
  store volatile i32 %s, ptr addrspace(1) %o
  store volatile i32 %t, ptr addrspace(1) %o
  store volatile float %u, ptr addrspace(1) %o
  store volatile float %w, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.spv.wave.reduce.sum.i32(i32)
declare float @llvm.spv.wave.product.f32(float)
declare i32 @llvm.spv.wave.reduce.max.i32(i32)
declare i32 @llvm.spv.wave.reduce.umin.i32(i32)
declare float @llvm.spv.wave.reduce.min.f32(float)
declare i32 @llvm.spv.wave.reduce.xor.i32(i32)
declare i1 @llvm.spv.wave.reduce.or.i1(i1)
declare float @llvm.spv.wave.prefix.sum.f32(float)
declare i32 @llvm.spv.wave.prefix.product.i32(i32)
declare i1 @llvm.spv.wave.all(i1)
declare i1 @llvm.spv.wave.any(i1)
declare i1 @llvm.spv.wave.is.first.lane()
declare i1 @llvm.spv.wave.all.equal.i32(i32)
declare <2 x i1> @llvm.spv.wave.all.equal.v2f32(<2 x float>)
declare <4 x i32> @llvm.spv.subgroup.ballot(i1)
declare i32 @llvm.spv.wave.active.countbits(i1)
declare i32 @llvm.spv.subgroup.prefix.bit.count(i1)
declare float @llvm.spv.wave.readlane.f32(float, i32)

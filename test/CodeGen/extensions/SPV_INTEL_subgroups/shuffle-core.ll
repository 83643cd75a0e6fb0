;; Without SPV_INTEL_subgroups, the cl_intel_subgroups shuffles are the core
;; non-uniform shuffles (SPIR-V 1.3). The Intel instructions count in
;; SubgroupMaxSize: shuffle_down(cur, next, d) takes cur at lid + d when that
;; is below SubgroupMaxSize, else next at lid + d - SubgroupMaxSize, and
;; shuffle_up(prev, cur, d) takes cur at lid - d when lid >= d, else prev at
;; lid - d + SubgroupMaxSize. Both sources are shuffled with the one in-range
;; index and the select picks the right one; a vector select gets a vector
;; condition (SPIR-V 1.3 has no scalar one for vectors).
;; OpenCL C (CL1.2, -O2), with each builtin declared overloadable:
;;   kernel void k(global float4 *f, global short *s, global double *d, global uchar *c, uint n) {
;;     f[0] = intel_sub_group_shuffle_down(f[1], f[2], n);
;;     s[0] = intel_sub_group_shuffle_up(s[1], s[2], n);
;;     d[0] = intel_sub_group_shuffle_xor(d[1], 1u);
;;     vstore3(intel_sub_group_shuffle(vload3(0, c), n), 1, c); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK: Version: 1.3
; CHECK-DAG: OpCapability GroupNonUniformShuffle
; CHECK-NOT: OpExtension
; CHECK-NOT: SubgroupShuffleINTEL
; CHECK-DAG: OpDecorate %[[#LIDV:]] BuiltIn SubgroupLocalInvocationId
; CHECK-DAG: OpDecorate %[[#MAXV:]] BuiltIn SubgroupMaxSize
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#V3C:]] = OpTypeVector %[[#U8]] 3
; CHECK-DAG: %[[#SG:]] = OpConstant %[[#U32]] 3
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#U32]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#U32]] 1
; CHECK: %[[#N:]] = OpFunctionParameter %[[#U32]]
;; shuffle_down on float4
; CHECK: %[[#CUR:]] = OpLoad %[[#V4F]]
; CHECK: %[[#NEXT:]] = OpLoad %[[#V4F]]
; CHECK-NEXT: %[[#LID:]] = OpLoad %[[#U32]] %[[#LIDV]]
; CHECK-NEXT: %[[#MAX:]] = OpLoad %[[#U32]] %[[#MAXV]]
; CHECK-NEXT: %[[#I:]] = OpIAdd %[[#U32]] %[[#LID]] %[[#N]]
; CHECK-NEXT: %[[#LO:]] = OpULessThan %[[#BOOL]] %[[#I]] %[[#MAX]]
; CHECK-NEXT: %[[#IM:]] = OpISub %[[#U32]] %[[#I]] %[[#MAX]]
; CHECK-NEXT: %[[#J:]] = OpSelect %[[#U32]] %[[#LO]] %[[#I]] %[[#IM]]
; CHECK-NEXT: %[[#A:]] = OpGroupNonUniformShuffle %[[#V4F]] %[[#SG]] %[[#CUR]] %[[#J]]
; CHECK-NEXT: %[[#B:]] = OpGroupNonUniformShuffle %[[#V4F]] %[[#SG]] %[[#NEXT]] %[[#J]]
; CHECK-NEXT: %[[#L0:]] = OpCompositeInsert %[[#V4B]] %[[#LO]] %[[#]] 0
; CHECK-NEXT: %[[#L1:]] = OpCompositeInsert %[[#V4B]] %[[#LO]] %[[#L0]] 1
; CHECK-NEXT: %[[#L2:]] = OpCompositeInsert %[[#V4B]] %[[#LO]] %[[#L1]] 2
; CHECK-NEXT: %[[#L3:]] = OpCompositeInsert %[[#V4B]] %[[#LO]] %[[#L2]] 3
; CHECK-NEXT: %[[#]] = OpSelect %[[#V4F]] %[[#L3]] %[[#A]] %[[#B]]
;; shuffle_up on short
; CHECK: %[[#PREV:]] = OpLoad %[[#U16]]
; CHECK: %[[#CUR2:]] = OpLoad %[[#U16]]
; CHECK-NEXT: %[[#LID2:]] = OpLoad %[[#U32]] %[[#LIDV]]
; CHECK-NEXT: %[[#MAX2:]] = OpLoad %[[#U32]] %[[#MAXV]]
; CHECK-NEXT: %[[#LO2:]] = OpULessThan %[[#BOOL]] %[[#LID2]] %[[#N]]
; CHECK-NEXT: %[[#D2:]] = OpISub %[[#U32]] %[[#LID2]] %[[#N]]
; CHECK-NEXT: %[[#W:]] = OpSelect %[[#U32]] %[[#LO2]] %[[#MAX2]] %[[#ZERO]]
; CHECK-NEXT: %[[#J2:]] = OpIAdd %[[#U32]] %[[#D2]] %[[#W]]
; CHECK-NEXT: %[[#P2:]] = OpGroupNonUniformShuffle %[[#U16]] %[[#SG]] %[[#PREV]] %[[#J2]]
; CHECK-NEXT: %[[#C2:]] = OpGroupNonUniformShuffle %[[#U16]] %[[#SG]] %[[#CUR2]] %[[#J2]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#U16]] %[[#LO2]] %[[#P2]] %[[#C2]]
;; shuffle_xor and shuffle
; CHECK: %[[#]] = OpGroupNonUniformShuffleXor %[[#F64]] %[[#SG]] %[[#]] %[[#ONE]]
; CHECK: %[[#]] = OpGroupNonUniformShuffle %[[#V3C]] %[[#SG]] %[[#]] %[[#N]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) nocapture align 16 %0, ptr addrspace(1) nocapture align 2 %1, ptr addrspace(1) nocapture align 8 %2, ptr addrspace(1) align 1 %3, i32 %4) {
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  %7 = load <4 x float>, ptr addrspace(1) %6, align 16
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 32
  %9 = load <4 x float>, ptr addrspace(1) %8, align 16
  %10 = tail call spir_func <4 x float> @_Z28intel_sub_group_shuffle_downDv4_fS_j(<4 x float> %7, <4 x float> %9, i32 %4)
  store <4 x float> %10, ptr addrspace(1) %0, align 16
  %11 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 2
  %12 = load i16, ptr addrspace(1) %11, align 2
  %13 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %14 = load i16, ptr addrspace(1) %13, align 2
  %15 = tail call spir_func signext i16 @_Z26intel_sub_group_shuffle_upssj(i16 signext %12, i16 signext %14, i32 %4)
  store i16 %15, ptr addrspace(1) %1, align 2
  %16 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  %17 = load double, ptr addrspace(1) %16, align 8
  %18 = tail call spir_func double @_Z27intel_sub_group_shuffle_xordj(double %17, i32 1)
  store double %18, ptr addrspace(1) %2, align 8
  %19 = tail call spir_func <3 x i8> @_Z6vload3mPU3AS1Kh(i64 0, ptr addrspace(1) %3)
  %20 = tail call spir_func <3 x i8> @_Z23intel_sub_group_shuffleDv3_hj(<3 x i8> %19, i32 %4)
  tail call spir_func void @_Z7vstore3Dv3_hmPU3AS1h(<3 x i8> %20, i64 1, ptr addrspace(1) %3)
  ret void
}

declare spir_func <4 x float> @_Z28intel_sub_group_shuffle_downDv4_fS_j(<4 x float> noundef, <4 x float> noundef, i32 noundef)

declare spir_func signext i16 @_Z26intel_sub_group_shuffle_upssj(i16 signext, i16 signext, i32 noundef)

declare spir_func double @_Z27intel_sub_group_shuffle_xordj(double noundef, i32 noundef)

declare spir_func void @_Z7vstore3Dv3_hmPU3AS1h(<3 x i8> noundef, i64 noundef, ptr addrspace(1) noundef)

declare spir_func <3 x i8> @_Z23intel_sub_group_shuffleDv3_hj(<3 x i8> noundef, i32 noundef)

declare spir_func <3 x i8> @_Z6vload3mPU3AS1Kh(i64 noundef, ptr addrspace(1) noundef)


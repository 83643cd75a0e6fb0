;; The SPIR-V-friendly call forms (__spirv_SubgroupShuffle*INTEL,
;; __spirv_SubgroupBlockRead/WriteINTEL, as SYCL's headers declare them, here
;; as C++ for OpenCL templates) lower like the OpenCL C names: the Intel
;; instructions with SPV_INTEL_subgroups, their core equivalents without.
;; C++ for OpenCL (clc++2021, -O2), each function a template on its data type T:
;;   kernel void k(global int *a, global float *f, global unsigned *p, global unsigned short *s) {
;;     a[0] = __spirv_SubgroupShuffleINTEL(a[1], 3u);
;;     f[0] = __spirv_SubgroupShuffleDownINTEL(f[1], f[2], 1u);
;;     f[3] = __spirv_SubgroupShuffleUpINTEL(f[4], f[5], 2u);
;;     a[2] = __spirv_SubgroupShuffleXorINTEL(a[3], 1u);
;;     uint2v v = __spirv_SubgroupBlockReadINTEL<uint2v>(p);  // from const global unsigned *
;;     __spirv_SubgroupBlockWriteINTEL(s, (unsigned short)(v.x + v.y)); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.core.spv
; RUN: spirv-val %t.core.spv
; RUN: spirv-dis --raw-id --no-header %t.core.spv | FileCheck %s --check-prefix=CORE
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.core.spv -o %t.core.bc %}

; CHECK-DAG: OpCapability SubgroupShuffleINTEL
; CHECK-DAG: OpCapability SubgroupBufferBlockIOINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#PI32:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#PI16:]] = OpTypePointer CrossWorkgroup %[[#I16]]
; CHECK: %[[#S:]] = OpBitcast %[[#PI16]]
; CHECK: OpSubgroupShuffleINTEL %[[#I32]]
; CHECK: OpSubgroupShuffleDownINTEL %[[#F32]]
; CHECK: OpSubgroupShuffleUpINTEL %[[#F32]]
; CHECK: OpSubgroupShuffleXorINTEL %[[#I32]]
; CHECK: OpSubgroupBlockReadINTEL %[[#V2]] %[[#]]
; CHECK: OpSubgroupBlockWriteINTEL %[[#S]] %[[#]]

; CORE-NOT: OpExtension
; CORE-NOT: INTEL
; CORE-DAG: OpCapability GroupNonUniformShuffle
; CORE-DAG: %[[#I32:]] = OpTypeInt 32 0
; CORE-DAG: %[[#F32:]] = OpTypeFloat 32
; CORE-DAG: %[[#I16:]] = OpTypeInt 16 0
; CORE-DAG: %[[#PI16:]] = OpTypePointer CrossWorkgroup %[[#I16]]
; CORE: OpGroupNonUniformShuffle %[[#I32]]
; CORE: OpGroupNonUniformShuffle %[[#F32]]
; CORE: OpGroupNonUniformShuffle %[[#F32]]
; CORE: OpSelect %[[#F32]]
; CORE: OpGroupNonUniformShuffle %[[#F32]]
; CORE: OpGroupNonUniformShuffle %[[#F32]]
; CORE: OpSelect %[[#F32]]
; CORE: OpGroupNonUniformShuffleXor %[[#I32]]
; CORE: OpLoad %[[#I32]] %[[#]] Aligned 4
; CORE: OpLoad %[[#I32]] %[[#]] Aligned 4
; CORE: %[[#Q:]] = OpInBoundsPtrAccessChain %[[#PI16]]
; CORE-NEXT: OpStore %[[#Q]] %[[#]] Aligned 2

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) nocapture align 4 %0, ptr addrspace(1) nocapture align 4 %1, ptr addrspace(1) align 4 %2, ptr addrspace(1) align 2 %3) {
  %5 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %6 = load i32, ptr addrspace(1) %5, align 4
  %7 = tail call spir_func i32 @_Z28__spirv_SubgroupShuffleINTELIiET_S0_j(i32 %6, i32 3)
  store i32 %7, ptr addrspace(1) %0, align 4
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  %11 = load float, ptr addrspace(1) %10, align 4
  %12 = tail call spir_func float @_Z32__spirv_SubgroupShuffleDownINTELIfET_S0_S0_j(float %9, float %11, i32 1)
  store float %12, ptr addrspace(1) %1, align 4
  %13 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 20
  %16 = load float, ptr addrspace(1) %15, align 4
  %17 = tail call spir_func float @_Z30__spirv_SubgroupShuffleUpINTELIfET_S0_S0_j(float %14, float %16, i32 2)
  %18 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 12
  store float %17, ptr addrspace(1) %18, align 4
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = tail call spir_func i32 @_Z31__spirv_SubgroupShuffleXorINTELIiET_S0_j(i32 %20, i32 1)
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  store i32 %21, ptr addrspace(1) %22, align 4
  %23 = tail call spir_func <2 x i32> @_Z30__spirv_SubgroupBlockReadINTELIDv2_jET_PU3AS1Kj(ptr addrspace(1) %2)
  %24 = shufflevector <2 x i32> %23, <2 x i32> poison, <2 x i32> <i32 1, i32 poison>
  %25 = add <2 x i32> %23, %24
  %26 = bitcast <2 x i32> %25 to <4 x i16>
  %27 = extractelement <4 x i16> %26, i64 0
  tail call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELItEvPU3AS1tT_(ptr addrspace(1) %3, i16 zeroext %27)
  ret void
}

declare spir_func i32 @_Z28__spirv_SubgroupShuffleINTELIiET_S0_j(i32 noundef, i32 noundef)

declare spir_func float @_Z32__spirv_SubgroupShuffleDownINTELIfET_S0_S0_j(float noundef, float noundef, i32 noundef)

declare spir_func float @_Z30__spirv_SubgroupShuffleUpINTELIfET_S0_S0_j(float noundef, float noundef, i32 noundef)

declare spir_func i32 @_Z31__spirv_SubgroupShuffleXorINTELIiET_S0_j(i32 noundef, i32 noundef)

declare spir_func <2 x i32> @_Z30__spirv_SubgroupBlockReadINTELIDv2_jET_PU3AS1Kj(ptr addrspace(1) noundef)

declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELItEvPU3AS1tT_(ptr addrspace(1) noundef, i16 zeroext)


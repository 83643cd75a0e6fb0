;; The cl_intel_subgroups block reads and writes of every element width and
;; vector size (the _ui, _us, _uc and _ul spellings, the ushort overloads of
;; the plain names, and __local pointers) are OpSubgroupBlockReadINTEL and
;; OpSubgroupBlockWriteINTEL on a pointer to the element type.
;; OpenCL C (CL1.2, -O2), with each builtin declared overloadable:
;;   kernel void k(global uint *p, global ushort *s, global uchar *c, global ulong *l, local uint *lp) {
;;     uint x = intel_sub_group_block_read_ui(p); uint2 x2 = intel_sub_group_block_read_ui2(p + 32);
;;     intel_sub_group_block_write_ui4(p + 64, (uint4)(x, x2, x));
;;     intel_sub_group_block_write_us16(s + 256, intel_sub_group_block_read_us16(s));
;;     intel_sub_group_block_write_uc(c + 256, intel_sub_group_block_read_uc16(c).s5);
;;     ulong8 l8 = intel_sub_group_block_read_ul8(l); intel_sub_group_block_write_ul2(l + 128, l8.s01);
;;     ushort8 h = intel_sub_group_block_read8(s + 512); uint4 q = intel_sub_group_block_read4(lp);
;;     intel_sub_group_block_write2(lp + 64, q.xy + (uint2)(h.s0, h.s7)); }
;; (No read-back: llvm-spirv-15 asserts on a 16 x ushort block read, which its
;; reader takes for char only; block-read-write.ll is read back.)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability SubgroupBufferBlockIOINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#PI32:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#PI16:]] = OpTypePointer CrossWorkgroup %[[#I16]]
; CHECK-DAG: %[[#PI64:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK-DAG: %[[#LI32:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#V2I32:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#V4I32:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#V16I16:]] = OpTypeVector %[[#I16]] 16
; CHECK-DAG: %[[#V8I16:]] = OpTypeVector %[[#I16]] 8
; CHECK-DAG: %[[#V16I8:]] = OpTypeVector %[[#I8]] 16
; CHECK-DAG: %[[#V8I64:]] = OpTypeVector %[[#I64]] 8
; CHECK-DAG: %[[#V2I64:]] = OpTypeVector %[[#I64]] 2
; CHECK-NOT: OpCapability GroupNonUniform
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK: %[[#S:]] = OpFunctionParameter
; CHECK: %[[#C:]] = OpFunctionParameter
; CHECK: %[[#L:]] = OpFunctionParameter
; CHECK: %[[#LP:]] = OpFunctionParameter
; CHECK-DAG: %[[#P32:]] = OpBitcast %[[#PI32]] %[[#P]]
; CHECK-DAG: %[[#S16:]] = OpBitcast %[[#PI16]] %[[#S]]
; CHECK-DAG: %[[#L64:]] = OpBitcast %[[#PI64]] %[[#L]]
; CHECK-DAG: %[[#LP32:]] = OpBitcast %[[#LI32]] %[[#LP]]
; CHECK: %[[#X:]] = OpSubgroupBlockReadINTEL %[[#I32]] %[[#P32]]
; CHECK: OpSubgroupBlockReadINTEL %[[#V2I32]] %[[#]]
; CHECK: OpSubgroupBlockWriteINTEL %[[#]] %[[#]]
; CHECK: %[[#US16:]] = OpSubgroupBlockReadINTEL %[[#V16I16]] %[[#S16]]
; CHECK: OpSubgroupBlockWriteINTEL %[[#]] %[[#US16]]
; CHECK: %[[#UC16:]] = OpSubgroupBlockReadINTEL %[[#V16I8]] %[[#C]]
; CHECK: %[[#UC:]] = OpCompositeExtract %[[#I8]] %[[#UC16]] 5
; CHECK: OpSubgroupBlockWriteINTEL %[[#]] %[[#UC]]
; CHECK: OpSubgroupBlockReadINTEL %[[#V8I64]] %[[#L64]]
; CHECK: %[[#UL2:]] = OpVectorShuffle %[[#V2I64]]
; CHECK: OpSubgroupBlockWriteINTEL %[[#]] %[[#UL2]]
; CHECK: OpSubgroupBlockReadINTEL %[[#V8I16]] %[[#]]
; CHECK: OpSubgroupBlockReadINTEL %[[#V4I32]] %[[#LP32]]
; CHECK: OpSubgroupBlockWriteINTEL %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 2 %1, ptr addrspace(1) align 1 %2, ptr addrspace(1) align 8 %3, ptr addrspace(3) align 4 %4) {
  %6 = tail call spir_func i32 @_Z29intel_sub_group_block_read_uiPU3AS1Kj(ptr addrspace(1) %0)
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 128
  %8 = tail call spir_func <2 x i32> @_Z30intel_sub_group_block_read_ui2PU3AS1Kj(ptr addrspace(1) %7)
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 256
  %10 = insertelement <4 x i32> poison, i32 %6, i64 0
  %11 = shufflevector <2 x i32> %8, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %12 = shufflevector <4 x i32> %10, <4 x i32> %11, <4 x i32> <i32 0, i32 4, i32 5, i32 poison>
  %13 = insertelement <4 x i32> %12, i32 %6, i64 3
  tail call spir_func void @_Z31intel_sub_group_block_write_ui4PU3AS1jDv4_j(ptr addrspace(1) %9, <4 x i32> %13)
  %14 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 512
  %15 = tail call spir_func <16 x i16> @_Z31intel_sub_group_block_read_us16PU3AS1Kt(ptr addrspace(1) %1)
  tail call spir_func void @_Z32intel_sub_group_block_write_us16PU3AS1tDv16_t(ptr addrspace(1) %14, <16 x i16> %15)
  %16 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 256
  %17 = tail call spir_func <16 x i8> @_Z31intel_sub_group_block_read_uc16PU3AS1Kh(ptr addrspace(1) %2)
  %18 = extractelement <16 x i8> %17, i64 5
  tail call spir_func void @_Z30intel_sub_group_block_write_ucPU3AS1hh(ptr addrspace(1) %16, i8 zeroext %18)
  %19 = tail call spir_func <8 x i64> @_Z30intel_sub_group_block_read_ul8PU3AS1Km(ptr addrspace(1) %3)
  %20 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 1024
  %21 = shufflevector <8 x i64> %19, <8 x i64> poison, <2 x i32> <i32 0, i32 1>
  tail call spir_func void @_Z31intel_sub_group_block_write_ul2PU3AS1mDv2_m(ptr addrspace(1) %20, <2 x i64> %21)
  %22 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 1024
  %23 = tail call spir_func <8 x i16> @_Z27intel_sub_group_block_read8PU3AS1Kt(ptr addrspace(1) %22)
  %24 = tail call spir_func <4 x i32> @_Z27intel_sub_group_block_read4PU3AS3Kj(ptr addrspace(3) %4)
  %25 = getelementptr inbounds i8, ptr addrspace(3) %4, i64 256
  %26 = shufflevector <4 x i32> %24, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %27 = shufflevector <8 x i16> %23, <8 x i16> poison, <2 x i32> <i32 0, i32 7>
  %28 = zext <2 x i16> %27 to <2 x i32>
  %29 = add <2 x i32> %26, %28
  tail call spir_func void @_Z28intel_sub_group_block_write2PU3AS3jDv2_j(ptr addrspace(3) %25, <2 x i32> %29)
  ret void
}

declare spir_func i32 @_Z29intel_sub_group_block_read_uiPU3AS1Kj(ptr addrspace(1) noundef)

declare spir_func <2 x i32> @_Z30intel_sub_group_block_read_ui2PU3AS1Kj(ptr addrspace(1) noundef)

declare spir_func void @_Z31intel_sub_group_block_write_ui4PU3AS1jDv4_j(ptr addrspace(1) noundef, <4 x i32> noundef)

declare spir_func void @_Z32intel_sub_group_block_write_us16PU3AS1tDv16_t(ptr addrspace(1) noundef, <16 x i16> noundef)

declare spir_func <16 x i16> @_Z31intel_sub_group_block_read_us16PU3AS1Kt(ptr addrspace(1) noundef)

declare spir_func void @_Z30intel_sub_group_block_write_ucPU3AS1hh(ptr addrspace(1) noundef, i8 zeroext)

declare spir_func <16 x i8> @_Z31intel_sub_group_block_read_uc16PU3AS1Kh(ptr addrspace(1) noundef)

declare spir_func <8 x i64> @_Z30intel_sub_group_block_read_ul8PU3AS1Km(ptr addrspace(1) noundef)

declare spir_func void @_Z31intel_sub_group_block_write_ul2PU3AS1mDv2_m(ptr addrspace(1) noundef, <2 x i64> noundef)

declare spir_func <8 x i16> @_Z27intel_sub_group_block_read8PU3AS1Kt(ptr addrspace(1) noundef)

declare spir_func <4 x i32> @_Z27intel_sub_group_block_read4PU3AS3Kj(ptr addrspace(3) noundef)

declare spir_func void @_Z28intel_sub_group_block_write2PU3AS3jDv2_j(ptr addrspace(3) noundef, <2 x i32> noundef)


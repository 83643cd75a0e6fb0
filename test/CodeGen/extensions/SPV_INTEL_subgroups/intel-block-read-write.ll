; REQUIRES: llvm-spirv
;; cl_intel_subgroups block reads and writes (uint, uint4, ushort, ushort2) through
;; pointers to the scalar element type.
;; OpenCL C (CL1.2):
;;   uint __attribute__((overloadable)) intel_sub_group_block_read(const global uint *); uint4 __attribute__((overloadable)) intel_sub_group_block_read4(const global uint *); void __attribute__((overloadable)) intel_sub_group_block_write(global uint *, uint); void __attribute__((overloadable)) intel_sub_group_block_write_us2(global ushort *, ushort2); ushort __attribute__((overloadable)) intel_sub_group_block_read_us(const global ushort *);
;;   kernel void k(global uint *p, global ushort *s) { uint x = intel_sub_group_block_read(p); uint4 y = intel_sub_group_block_read4(p + 64); intel_sub_group_block_write(p + 128, x + y.w); ushort z = intel_sub_group_block_read_us(s); intel_sub_group_block_write_us2(s + 32, (ushort2)(z, z)); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability SubgroupBufferBlockIOINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#V2S:]] = OpTypeVector %[[#I16]] 2
; CHECK: %[[#]] = OpSubgroupBlockReadINTEL %[[#I32]] %[[#]]
; CHECK: %[[#]] = OpSubgroupBlockReadINTEL %[[#V4]] %[[#]]
; CHECK: OpSubgroupBlockWriteINTEL %[[#]] %[[#]]
; CHECK: %[[#]] = OpSubgroupBlockReadINTEL %[[#I16]] %[[#]]
; CHECK: OpSubgroupBlockWriteINTEL %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 2 %1) {
  %3 = tail call spir_func i32 @_Z26intel_sub_group_block_readPU3AS1Kj(ptr addrspace(1) %0)
  %4 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 256
  %5 = tail call spir_func <4 x i32> @_Z27intel_sub_group_block_read4PU3AS1Kj(ptr addrspace(1) %4)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 512
  %7 = extractelement <4 x i32> %5, i64 3
  %8 = add i32 %7, %3
  tail call spir_func void @_Z27intel_sub_group_block_writePU3AS1jj(ptr addrspace(1) %6, i32 %8)
  %9 = tail call spir_func zeroext i16 @_Z29intel_sub_group_block_read_usPU3AS1Kt(ptr addrspace(1) %1)
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 64
  %11 = insertelement <2 x i16> poison, i16 %9, i64 0
  %12 = shufflevector <2 x i16> %11, <2 x i16> poison, <2 x i32> zeroinitializer
  tail call spir_func void @_Z31intel_sub_group_block_write_us2PU3AS1tDv2_t(ptr addrspace(1) %10, <2 x i16> %12)
  ret void
}

declare spir_func i32 @_Z26intel_sub_group_block_readPU3AS1Kj(ptr addrspace(1))

declare spir_func <4 x i32> @_Z27intel_sub_group_block_read4PU3AS1Kj(ptr addrspace(1))

declare spir_func void @_Z27intel_sub_group_block_writePU3AS1jj(ptr addrspace(1), i32)

declare spir_func zeroext i16 @_Z29intel_sub_group_block_read_usPU3AS1Kt(ptr addrspace(1))

declare spir_func void @_Z31intel_sub_group_block_write_us2PU3AS1tDv2_t(ptr addrspace(1), <2 x i16>)

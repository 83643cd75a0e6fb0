;; SPV_INTEL_subgroup_buffer_prefetch: intel_sub_group_block_prefetch_<type>[n]
;; prefetches what the block read of the same suffix takes per invocation:
;; OpSubgroupBlockPrefetchINTEL through a pointer to the element type with
;; n times its size in bytes (ui 4, us16 32, ul8 64, uc2 2).
;; __spirv_SubgroupBlockPrefetchINTEL(p, bytes) names the operands itself.
;; The instruction comes from lib/grammar-facts.txt (SPIRV-Tools 2023.1 does
;; not know it), so the newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; -filetype=asm prints it although the system's disassembler cannot.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability SubgroupBufferPrefetchINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroup_buffer_prefetch"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#P16:]] = OpTypePointer CrossWorkgroup %[[#I16]]
; CHECK-DAG: %[[#P32:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#P64:]] = OpTypePointer CrossWorkgroup %[[#I64]]
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#C4:]] = OpConstant %[[#I32]] 4
; CHECK-DAG: %[[#C32:]] = OpConstant %[[#I32]] 32
; CHECK-DAG: %[[#C64:]] = OpConstant %[[#I32]] 64
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I32]]
; CHECK-DAG: %[[#PI:]] = OpBitcast %[[#P32]] %[[#P]]
; CHECK-DAG: %[[#QS:]] = OpBitcast %[[#P16]] %[[#Q]]
; CHECK-DAG: %[[#PL:]] = OpBitcast %[[#P64]] %[[#P]]
; CHECK: OpSubgroupBlockPrefetchINTEL %[[#PI]] %[[#C4]]
; CHECK-NEXT: OpSubgroupBlockPrefetchINTEL %[[#QS]] %[[#C32]]
; CHECK-NEXT: OpSubgroupBlockPrefetchINTEL %[[#PL]] %[[#C64]]
; CHECK-NEXT: OpSubgroupBlockPrefetchINTEL %[[#Q]] %[[#C2]]
; CHECK-NEXT: OpSubgroupBlockPrefetchINTEL %[[#Q]] %[[#N]]

define spir_kernel void @test(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %num_bytes) {
entry:
  call spir_func void @_Z33intel_sub_group_block_prefetch_uiPU3AS1Kj(ptr addrspace(1) %p)
  call spir_func void @_Z35intel_sub_group_block_prefetch_us16PU3AS1Kt(ptr addrspace(1) %q)
  call spir_func void @_Z34intel_sub_group_block_prefetch_ul8PU3AS1Km(ptr addrspace(1) %p)
  call spir_func void @_Z34intel_sub_group_block_prefetch_uc2PU3AS1Kh(ptr addrspace(1) %q)
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khj(ptr addrspace(1) %q, i32 %num_bytes)
  ret void
}
declare spir_func void @_Z33intel_sub_group_block_prefetch_uiPU3AS1Kj(ptr addrspace(1))
declare spir_func void @_Z35intel_sub_group_block_prefetch_us16PU3AS1Kt(ptr addrspace(1))
declare spir_func void @_Z34intel_sub_group_block_prefetch_ul8PU3AS1Km(ptr addrspace(1))
declare spir_func void @_Z34intel_sub_group_block_prefetch_uc2PU3AS1Kh(ptr addrspace(1))
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khj(ptr addrspace(1), i32)

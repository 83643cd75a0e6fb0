;; Without SPV_INTEL_subgroups, a block read or write on a buffer is the
;; ordinary loads or stores it stands for: element k of each invocation is
;; p[SubgroupLocalInvocationId + k * SubgroupMaxSize] (SPV_INTEL_subgroups:
;; "The data is read strided"), so the module needs no extension.
;; OpenCL C (CL1.2):
;;   kernel void k(global uint *p, local ushort *s) {
;;     uint2 x = intel_sub_group_block_read2(p);
;;     intel_sub_group_block_write_us4(s, convert_ushort4((uint4)(x, x))); }
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
;; The same with the extension is the Intel instruction.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o - | FileCheck %s --check-prefix=EXT

; CHECK-NOT: OpExtension
; CHECK-NOT: SubgroupBufferBlockIOINTEL
; CHECK-DAG: OpEntryPoint Kernel %[[#]] "k" %[[#LIDV:]] %[[#MAXV:]]
; CHECK-DAG: OpDecorate %[[#LIDV]] BuiltIn SubgroupLocalInvocationId
; CHECK-DAG: OpDecorate %[[#MAXV]] BuiltIn SubgroupMaxSize
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#PG:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#PL:]] = OpTypePointer Workgroup %[[#I16]]
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#I32]] 3
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PG]]
; CHECK: %[[#S:]] = OpFunctionParameter %[[#PL]]
;; uint2 read: two loads, at lid and at lid + max
; CHECK: %[[#LID:]] = OpLoad %[[#I32]] %[[#LIDV]]
; CHECK-NEXT: %[[#MAX:]] = OpLoad %[[#I32]] %[[#MAXV]]
; CHECK-NEXT: %[[#A0:]] = OpInBoundsPtrAccessChain %[[#PG]] %[[#P]] %[[#LID]]
; CHECK-NEXT: %[[#X0:]] = OpLoad %[[#I32]] %[[#A0]] Aligned 4
; CHECK-NEXT: %[[#I1:]] = OpIAdd %[[#I32]] %[[#LID]] %[[#MAX]]
; CHECK-NEXT: %[[#A1:]] = OpInBoundsPtrAccessChain %[[#PG]] %[[#P]] %[[#I1]]
; CHECK-NEXT: %[[#X1:]] = OpLoad %[[#I32]] %[[#A1]] Aligned 4
; CHECK-NEXT: %[[#T:]] = OpCompositeInsert %[[#V2]] %[[#X0]] %[[#]] 0
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#V2]] %[[#X1]] %[[#T]] 1
;; ushort4 write: four stores, the last at lid + 3 * max
; CHECK: %[[#WLID:]] = OpLoad %[[#I32]] %[[#LIDV]]
; CHECK-NEXT: %[[#WMAX:]] = OpLoad %[[#I32]] %[[#MAXV]]
; CHECK-NEXT: %[[#B0:]] = OpInBoundsPtrAccessChain %[[#PL]] %[[#S]] %[[#WLID]]
; CHECK-NEXT: %[[#E0:]] = OpCompositeExtract %[[#I16]] %[[#D:]] 0
; CHECK-NEXT: OpStore %[[#B0]] %[[#E0]] Aligned 2
; CHECK-NEXT: %[[#J1:]] = OpIAdd %[[#I32]] %[[#WLID]] %[[#WMAX]]
; CHECK-NEXT: %[[#B1:]] = OpInBoundsPtrAccessChain %[[#PL]] %[[#S]] %[[#J1]]
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#I16]] %[[#D]] 1
; CHECK-NEXT: OpStore %[[#B1]] %[[#E1]] Aligned 2
; CHECK-NEXT: %[[#M2:]] = OpIMul %[[#I32]] %[[#WMAX]] %[[#C2]]
; CHECK-NEXT: %[[#J2:]] = OpIAdd %[[#I32]] %[[#WLID]] %[[#M2]]
; CHECK-NEXT: %[[#B2:]] = OpInBoundsPtrAccessChain %[[#PL]] %[[#S]] %[[#J2]]
; CHECK-NEXT: %[[#E2:]] = OpCompositeExtract %[[#I16]] %[[#D]] 2
; CHECK-NEXT: OpStore %[[#B2]] %[[#E2]] Aligned 2
; CHECK-NEXT: %[[#M3:]] = OpIMul %[[#I32]] %[[#WMAX]] %[[#C3]]
; CHECK-NEXT: %[[#J3:]] = OpIAdd %[[#I32]] %[[#WLID]] %[[#M3]]
; CHECK-NEXT: %[[#B3:]] = OpInBoundsPtrAccessChain %[[#PL]] %[[#S]] %[[#J3]]
; CHECK-NEXT: %[[#E3:]] = OpCompositeExtract %[[#I16]] %[[#D]] 3
; CHECK-NEXT: OpStore %[[#B3]] %[[#E3]] Aligned 2
; CHECK-NEXT: OpReturn

; EXT-DAG: OpCapability SubgroupBufferBlockIOINTEL
; EXT-DAG: OpExtension "SPV_INTEL_subgroups"
; EXT-NOT: SubgroupMaxSize
; EXT: OpSubgroupBlockReadINTEL
; EXT: OpSubgroupBlockWriteINTEL
; EXT-NOT: OpLoad
; EXT-NOT: OpStore

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %p, ptr addrspace(3) align 2 %s) {
  %x = tail call spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1) %p)
  %xx = shufflevector <2 x i32> %x, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %d = trunc <4 x i32> %xx to <4 x i16>
  tail call spir_func void @_Z31intel_sub_group_block_write_us4PU3AS3tDv4_t(ptr addrspace(3) %s, <4 x i16> %d)
  ret void
}

declare spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1))

declare spir_func void @_Z31intel_sub_group_block_write_us4PU3AS3tDv4_t(ptr addrspace(3), <4 x i16>)

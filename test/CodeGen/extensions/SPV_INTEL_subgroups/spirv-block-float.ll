;; __spirv_SubgroupBlockReadINTEL/WriteINTEL on float data (the SPIR-V rule is
;; only that the data's component type is the pointee): the Intel
;; instructions with the extension, float loads and stores without.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.core.spv
; RUN: spirv-val %t.core.spv
; RUN: spirv-dis --raw-id --no-header %t.core.spv | FileCheck %s --check-prefix=CORE
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.core.spv -o %t.core.bc %}

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK: %[[#P:]] = OpFunctionParameter
; CHECK: %[[#PC:]] = OpBitcast %[[#PF]] %[[#P]]
; CHECK: %[[#V:]] = OpSubgroupBlockReadINTEL %[[#V2]] %[[#PC]]
; CHECK: OpSubgroupBlockWriteINTEL %[[#]] %[[#V]]

; CORE-NOT: INTEL
; CORE-DAG: %[[#F:]] = OpTypeFloat 32
; CORE-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CORE: %[[#X:]] = OpLoad %[[#F]] %[[#]] Aligned 4
; CORE: %[[#Y:]] = OpLoad %[[#F]] %[[#]] Aligned 4
; CORE: OpStore %[[#]] %[[#]] Aligned 4
; CORE: OpStore %[[#]] %[[#]] Aligned 4

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %p) {
  %v = tail call spir_func <2 x float> @_Z30__spirv_SubgroupBlockReadINTELIDv2_fET_PU3AS1Kf(ptr addrspace(1) %p)
  %q = getelementptr inbounds i8, ptr addrspace(1) %p, i64 256
  tail call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELIDv2_fEvPU3AS1fT_(ptr addrspace(1) %q, <2 x float> %v)
  ret void
}

declare spir_func <2 x float> @_Z30__spirv_SubgroupBlockReadINTELIDv2_fET_PU3AS1Kf(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELIDv2_fEvPU3AS1fT_(ptr addrspace(1), <2 x float>)

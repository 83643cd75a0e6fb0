;; llvm.masked.gather/scatter under SPV_INTEL_masked_gather_scatter: the
;; lanes' addresses (a vector of size_t in registers) become a vector of
;; pointers by one OpConvertUToPtr, which the extension allows for vectors,
;; and OpMaskedGatherINTEL / OpMaskedScatterINTEL take it with the alignment
;; as a literal, the mask, and (gather) the passthru vector that fills the
;; lanes that are off. A scatter of pointers writes their addresses through
;; pointers to size_t. A one-lane vector is no SPIR-V vector: it keeps the
;; branch per lane. 2023.1 does not know vectors of pointers: the newer
;; validator checks these modules.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_masked_gather_scatter %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_masked_gather_scatter %s -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: %spirv-dis-new --raw-id --no-header %t32.spv | FileCheck %s --check-prefix=S32
;; -filetype=asm prints both instructions
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_masked_gather_scatter %s -filetype=asm -o - | FileCheck %s --check-prefix=ASM

; CHECK-DAG: OpCapability MaskedGatherScatterINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_masked_gather_scatter"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#SZ:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I32]] 3
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#PF2:]] = OpTypeVector %[[#PF]] 2
; CHECK-DAG: %[[#PI:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#PI3:]] = OpTypeVector %[[#PI]] 3
; CHECK-DAG: %[[#PSZ:]] = OpTypePointer Generic %[[#SZ]]
; CHECK-DAG: %[[#PSZ4:]] = OpTypeVector %[[#PSZ]] 4
; CHECK-DAG: %[[#T:]] = OpConstantTrue
; CHECK-DAG: %[[#FALSE:]] = OpConstantFalse
; CHECK-DAG: %[[#MASK:]] = OpConstantComposite %[[#]] %[[#T]] %[[#FALSE]] %[[#T]]
; CHECK-DAG: %[[#FILL:]] = OpConstantNull %[[#V3]]

; CHECK: = OpFunction %[[#V2]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter
; CHECK-NEXT: %[[#PASS:]] = OpFunctionParameter %[[#V2]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#Q:]] = OpConvertUToPtr %[[#PF2]] %[[#P]]
; CHECK-NEXT: %[[#R:]] = OpMaskedGatherINTEL %[[#V2]] %[[#Q]] 4 %[[#M]] %[[#PASS]]
; CHECK-NEXT: OpReturnValue %[[#R]]
; S32: OpMaskedGatherINTEL %[[#]] %[[#]] 4 %[[#]] %[[#]]
; ASM: OpMaskedGatherINTEL %[[#]] %[[#]] 4 %[[#]] %[[#]]
define spir_func <2 x float> @gather(<2 x ptr addrspace(1)> %p, <2 x i1> %m, <2 x float> %pass) {
  %v = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> %p, i32 4, <2 x i1> %m, <2 x float> %pass)
  ret <2 x float> %v
}

;; a constant mask and a zero passthru stay constants
; CHECK: = OpFunction %[[#V3]]
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#Q:]] = OpConvertUToPtr %[[#PI3]] %[[#P]]
; CHECK-NEXT: %[[#R:]] = OpMaskedGatherINTEL %[[#V3]] %[[#Q]] 16 %[[#MASK]] %[[#FILL]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func <3 x i32> @gather3(<3 x ptr addrspace(3)> %p) {
  %v = call <3 x i32> @llvm.masked.gather.v3i32.v3p3(<3 x ptr addrspace(3)> %p, i32 16, <3 x i1> <i1 true, i1 false, i1 true>, <3 x i32> zeroinitializer)
  ret <3 x i32> %v
}

; CHECK: = OpFunction
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#Q:]] = OpConvertUToPtr %[[#PSZ4]] %[[#P]]
; CHECK-NEXT: OpMaskedScatterINTEL %[[#X]] %[[#Q]] 8 %[[#M]]
; CHECK-NEXT: OpReturn
; S32: OpMaskedScatterINTEL %[[#]] %[[#]] 8 %[[#]]
; ASM: OpMaskedScatterINTEL %[[#]] %[[#]] 8 %[[#]]
define spir_func void @scatter(<4 x ptr> %x, <4 x ptr addrspace(4)> %p, <4 x i1> %m) {
  call void @llvm.masked.scatter.v4p0.v4p4(<4 x ptr> %x, <4 x ptr addrspace(4)> %p, i32 8, <4 x i1> %m)
  ret void
}

; CHECK: = OpFunction %[[#F]]
; CHECK-NOT: OpMaskedGatherINTEL
; CHECK: OpBranchConditional
; CHECK: OpLoad %[[#F]]
; CHECK: OpFunctionEnd
define spir_func <1 x float> @gather1(<1 x ptr addrspace(1)> %p, <1 x i1> %m, <1 x float> %pass) {
  %v = call <1 x float> @llvm.masked.gather.v1f32.v1p1(<1 x ptr addrspace(1)> %p, i32 4, <1 x i1> %m, <1 x float> %pass)
  ret <1 x float> %v
}

declare <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)>, i32, <2 x i1>, <2 x float>)
declare <3 x i32> @llvm.masked.gather.v3i32.v3p3(<3 x ptr addrspace(3)>, i32, <3 x i1>, <3 x i32>)
declare <1 x float> @llvm.masked.gather.v1f32.v1p1(<1 x ptr addrspace(1)>, i32, <1 x i1>, <1 x float>)
declare void @llvm.masked.scatter.v4p0.v4p4(<4 x ptr>, <4 x ptr addrspace(4)>, i32, <4 x i1>)

;; llvm.masked.gather/scatter without SPV_INTEL_masked_gather_scatter: the
;; core fallback, a conditional block per lane whose mask bit is a run-time
;; value, with an OpLoad/OpStore through OpConvertUToPtr of that lane's
;; address (llvm-intrinsics/masked-gather-scatter.ll checks it lane by lane;
;; PoCL runs it in e2e/opencl/vector-of-pointers.cl). No vector of pointers,
;; so 2023.1 validates and the translator reads it back.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
;; enabling another extension changes nothing
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %s -o %t2.spv
; RUN: cmp %t.spv %t2.spv

; CHECK-NOT: OpCapability MaskedGatherScatterINTEL
; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#SZ:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-NOT: OpMaskedGatherINTEL
; CHECK: OpFunction
; CHECK: OpFunctionParameter
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#M0:]] = OpCompositeExtract %[[#B]] %[[#M]] 0
; CHECK-NEXT: OpBranchConditional %[[#M0]] %[[#L0:]] %[[#J0:]]
; CHECK-NEXT: %[[#L0]] = OpLabel
; CHECK-NEXT: %[[#A0:]] = OpCompositeExtract %[[#SZ]] %[[#]] 0
; CHECK-NEXT: %[[#Q0:]] = OpConvertUToPtr %[[#PF]] %[[#A0]]
; CHECK-NEXT: OpLoad %[[#F]] %[[#Q0]]{{$}}
; CHECK: OpPhi
; CHECK: %[[#G:]] = OpPhi
; CHECK-NOT: OpMaskedScatterINTEL
; CHECK: OpBranchConditional
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#E0:]] = OpCompositeExtract %[[#F]] %[[#G]] 0
; CHECK-NEXT: %[[#S0:]] = OpCompositeExtract %[[#SZ]] %[[#]] 0
; CHECK-NEXT: %[[#Q:]] = OpConvertUToPtr %[[#PF]] %[[#S0]]
; CHECK-NEXT: OpStore %[[#Q]] %[[#E0]]
; CHECK-NOT: OpMaskedScatterINTEL
define spir_func <2 x float> @gather(<2 x ptr addrspace(1)> %p, <2 x i1> %m, <2 x float> %pass) {
  %v = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> %p, i32 4, <2 x i1> %m, <2 x float> %pass)
  call void @llvm.masked.scatter.v2f32.v2p1(<2 x float> %v, <2 x ptr addrspace(1)> %p, i32 4, <2 x i1> %m)
  ret <2 x float> %v
}

declare <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)>, i32, <2 x i1>, <2 x float>)
declare void @llvm.masked.scatter.v2f32.v2p1(<2 x float>, <2 x ptr addrspace(1)>, i32, <2 x i1>)

;; llvm.experimental.constrained.fadd/fsub/fmul/fdiv/frem are the instructions:
;; the rounding argument is an assumption about the rounding mode (LangRef),
;; the exception argument has no SPIR-V equivalent; both are ignored. Fast-math
;; flags on the call carry over.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpDecorate %[[#MUL:]] FPFastMathMode NotNaN|NotInf
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#F]] 2
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#VA:]] = OpFunctionParameter %[[#V]]
; CHECK: %[[#S:]] = OpFAdd %[[#F]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#D:]] = OpFSub %[[#F]] %[[#S]] %[[#B]]
; CHECK-NEXT: %[[#MUL]] = OpFMul %[[#F]] %[[#D]] %[[#A]]
; CHECK-NEXT: %[[#Q:]] = OpFDiv %[[#F]] %[[#MUL]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpFRem %[[#V]] %[[#VA]] %[[#VA]]

define spir_func float @f(float %a, float %b, <2 x float> %va, ptr addrspace(1) %p) #0 {
  %s = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.upward", metadata !"fpexcept.strict") #0
  %d = call float @llvm.experimental.constrained.fsub.f32(float %s, float %b, metadata !"round.dynamic", metadata !"fpexcept.ignore") #0
  %m = call nnan ninf float @llvm.experimental.constrained.fmul.f32(float %d, float %a, metadata !"round.tonearest", metadata !"fpexcept.maytrap") #0
  %q = call float @llvm.experimental.constrained.fdiv.f32(float %m, float %b, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %r = call <2 x float> @llvm.experimental.constrained.frem.v2f32(<2 x float> %va, <2 x float> %va, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  store <2 x float> %r, ptr addrspace(1) %p
  ret float %q
}

attributes #0 = { strictfp }

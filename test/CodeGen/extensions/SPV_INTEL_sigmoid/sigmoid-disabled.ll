;; Without SPV_INTEL_sigmoid, __spirv_FSigmoidINTEL computes the function the
;; extension defines, sigma(x) = 1 / (1 + e^-x), with the environment's exp
;; (OpenCL.std exp; GLSL.std.450 Exp in a Vulkan shader), so code written for
;; Intel devices still compiles; the module declares no extension.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-NOT: OpExtension
; CHECK-NOT: Sigmoid
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#F]] 1
; CHECK-DAG: %[[#ONE2:]] = OpConstantComposite %[[#F2]] %[[#ONE]] %[[#ONE]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#F2]]
; CHECK: %[[#N:]] = OpFNegate %[[#F]] %[[#X]]
; CHECK-NEXT: %[[#E:]] = OpExtInst %[[#F]] %[[#OCL]] exp %[[#N]]
; CHECK-NEXT: %[[#S:]] = OpFAdd %[[#F]] %[[#ONE]] %[[#E]]
; CHECK-NEXT: %[[#]] = OpFDiv %[[#F]] %[[#ONE]] %[[#S]]
; CHECK-NEXT: %[[#NV:]] = OpFNegate %[[#F2]] %[[#V]]
; CHECK-NEXT: %[[#EV:]] = OpExtInst %[[#F2]] %[[#OCL]] exp %[[#NV]]
; CHECK-NEXT: %[[#SV:]] = OpFAdd %[[#F2]] %[[#ONE2]] %[[#EV]]
; CHECK-NEXT: %[[#]] = OpFDiv %[[#F2]] %[[#ONE2]] %[[#SV]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %x, <2 x float> %v) {
  %a = call spir_func float @_Z21__spirv_FSigmoidINTELf(float %x)
  %c = call spir_func <2 x float> @_Z21__spirv_FSigmoidINTELDv2_f(<2 x float> %v)
  store float %a, ptr addrspace(1) %p
  store <2 x float> %c, ptr addrspace(1) %p
  ret void
}

declare spir_func float @_Z21__spirv_FSigmoidINTELf(float)
declare spir_func <2 x float> @_Z21__spirv_FSigmoidINTELDv2_f(<2 x float>)

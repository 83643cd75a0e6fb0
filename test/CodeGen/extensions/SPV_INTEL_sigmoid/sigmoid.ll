;; SPV_INTEL_sigmoid: __spirv_FSigmoidINTEL on half and float, scalars and
;; vectors, is OpFSigmoidINTEL (opcode 6168, capability SigmoidINTEL 6167).
;; The instruction takes 16- and 32-bit IEEE floats only: on double the call
;; computes 1 / (1 + exp(-x)) even with the extension.
;; No validator here knows the instruction (it is only in the extension's
;; specification, lib/grammar-facts.txt spec= rows): the test checks the
;; printed instructions and the words of the instruction.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_sigmoid %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_sigmoid %s -o %t.spv
;; spirv-val rejects the module at the capability it does not know, its first error
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
;; OpCapability SigmoidINTEL; OpFSigmoidINTEL: word count 4, opcode 6168
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | paste -sd' ' | FileCheck %s --check-prefix=WORDS
; WORDS: 00020011 00001817 {{.*}}00041818 {{[0-9a-f]+}} {{[0-9a-f]+}} {{[0-9a-f]+}} 00041818

; CHECK-DAG: OpCapability SigmoidINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_sigmoid"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#D:]] = OpTypeFloat 64
; CHECK-DAG: %[[#F4:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#H]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#F4]]
; CHECK-NEXT: %[[#Z:]] = OpFunctionParameter %[[#D]]
; CHECK: %[[#]] = OpFSigmoidINTEL %[[#F]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpFSigmoidINTEL %[[#H]] %[[#Y]]
; CHECK-NEXT: %[[#]] = OpFSigmoidINTEL %[[#F4]] %[[#V]]
; CHECK-NEXT: %[[#N:]] = OpFNegate %[[#D]] %[[#Z]]
; CHECK-NEXT: %[[#E:]] = OpExtInst %[[#D]] %[[#OCL]] exp %[[#N]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %x, half %y, <4 x float> %v, double %z) {
  %a = call spir_func float @_Z21__spirv_FSigmoidINTELf(float %x)
  %b = call spir_func half @_Z21__spirv_FSigmoidINTELDh(half %y)
  %c = call spir_func <4 x float> @_Z21__spirv_FSigmoidINTELDv4_f(<4 x float> %v)
  %d = call spir_func double @_Z21__spirv_FSigmoidINTELd(double %z)
  store float %a, ptr addrspace(1) %p
  store half %b, ptr addrspace(1) %p
  store <4 x float> %c, ptr addrspace(1) %p
  store double %d, ptr addrspace(1) %p
  ret void
}

declare spir_func float @_Z21__spirv_FSigmoidINTELf(float)
declare spir_func half @_Z21__spirv_FSigmoidINTELDh(half)
declare spir_func <4 x float> @_Z21__spirv_FSigmoidINTELDv4_f(<4 x float>)
declare spir_func double @_Z21__spirv_FSigmoidINTELd(double)

; VAL: error: line {{[0-9]+}}: Invalid capability operand: 6167

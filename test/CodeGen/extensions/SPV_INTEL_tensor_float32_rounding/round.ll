;; SPV_INTEL_tensor_float32_rounding, the translator's older name of
;; SPV_INTEL_tensor_float32_conversion: the same OpRoundFToTF32INTEL (6426)
;; under the same capability TensorFloat32RoundingINTEL (6425), from both
;; builtin spellings. The module declares the name that is enabled; with both,
;; the new one.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_tensor_float32_rounding %s -o %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,OLD
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_tensor_float32_rounding %s -filetype=asm -o - | FileCheck %s --check-prefixes=CHECK,OLD
;; No validator knows the old name: the registry's grammar lists only
;; SPV_INTEL_tensor_float32_conversion for the capability, and that is the
;; newer validator's only complaint (the words are checked above).
; RUN: not %spirv-val-new %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
;; Both names enabled: the new one, which the newer validator accepts.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_tensor_float32_rounding,+SPV_INTEL_tensor_float32_conversion %s -o %t2.spv
; RUN: %spirv-val-new %t2.spv
; RUN: %spirv-dis-new --raw-id --no-header %t2.spv | FileCheck %s --check-prefixes=CHECK,NEW

; OLD-NOT: OpExtension "SPV_INTEL_tensor_float32_conversion"
; NEW-NOT: OpExtension "SPV_INTEL_tensor_float32_rounding"
; CHECK-DAG: OpCapability TensorFloat32RoundingINTEL
; OLD-DAG: OpExtension "SPV_INTEL_tensor_float32_rounding"
; NEW-DAG: OpExtension "SPV_INTEL_tensor_float32_conversion"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F4:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#C:]] = OpConstant %[[#F]] 1.5
; CHECK: %[[#A:]] = OpLoad %[[#F]]
; CHECK-NEXT: %[[#]] = OpRoundFToTF32INTEL %[[#F]] %[[#A]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F4]] %[[#]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F]] %[[#C]]

; VAL: error: line {{[0-9]+}}: 1st operand of Capability: operand TensorFloat32RoundingINTEL(6425) requires one of these extensions: SPV_INTEL_tensor_float32_conversion
; VAL-NOT: error

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = load float, ptr addrspace(1) %p, align 4
  %r1 = call spir_func float @_Z35intel_round_as_tensor_float32_floatf(float %a)
  store float %r1, ptr addrspace(1) %p, align 4
  %a4 = load <4 x float>, ptr addrspace(1) %p, align 16
  %r4 = call spir_func <4 x float> @_Z37intel_round_as_tensor_float324_float4Dv4_f(<4 x float> %a4)
  store <4 x float> %r4, ptr addrspace(1) %p, align 16
  %s1 = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float 1.500000e+00)
  store float %s1, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func float @_Z35intel_round_as_tensor_float32_floatf(float)
declare spir_func <4 x float> @_Z37intel_round_as_tensor_float324_float4Dv4_f(<4 x float>)
declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float)

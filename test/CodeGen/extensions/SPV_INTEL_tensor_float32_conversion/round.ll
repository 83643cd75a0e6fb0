;; cl_intel_tensor_float32_conversions' intel_round_as_tensor_float32*_float*
;; and __spirv_RoundFToTF32INTEL with SPV_INTEL_tensor_float32_conversion:
;; OpRoundFToTF32INTEL on float scalars and vectors of 2, 3, 4, 8 and 16
;; lanes. The instruction comes from lib/grammar-facts.txt, so the newer
;; validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_tensor_float32_conversion %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability TensorFloat32RoundingINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_tensor_float32_conversion"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#F3:]] = OpTypeVector %[[#F]] 3
; CHECK-DAG: %[[#F4:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#F8:]] = OpTypeVector %[[#F]] 8
; CHECK-DAG: %[[#F16:]] = OpTypeVector %[[#F]] 16
; CHECK-DAG: %[[#C:]] = OpConstant %[[#F]] 1.5
; CHECK: %[[#A:]] = OpLoad %[[#F]]
; CHECK-NEXT: %[[#]] = OpRoundFToTF32INTEL %[[#F]] %[[#A]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F2]] %[[#]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F3]] %[[#]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F4]] %[[#]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F8]] %[[#]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F16]] %[[#]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F]] %[[#C]]
; CHECK: %[[#]] = OpRoundFToTF32INTEL %[[#F8]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %a = load float, ptr addrspace(1) %p, align 4
  %r1 = call spir_func float @_Z35intel_round_as_tensor_float32_floatf(float %a)
  store float %r1, ptr addrspace(1) %p, align 4
  %a2 = load <2 x float>, ptr addrspace(1) %p, align 8
  %r2 = call spir_func <2 x float> @_Z37intel_round_as_tensor_float322_float2Dv2_f(<2 x float> %a2)
  store <2 x float> %r2, ptr addrspace(1) %p, align 8
  %a3 = load <3 x float>, ptr addrspace(1) %p, align 16
  %r3 = call spir_func <3 x float> @_Z37intel_round_as_tensor_float323_float3Dv3_f(<3 x float> %a3)
  store <3 x float> %r3, ptr addrspace(1) %p, align 16
  %a4 = load <4 x float>, ptr addrspace(1) %p, align 16
  %r4 = call spir_func <4 x float> @_Z37intel_round_as_tensor_float324_float4Dv4_f(<4 x float> %a4)
  store <4 x float> %r4, ptr addrspace(1) %p, align 16
  %a8 = load <8 x float>, ptr addrspace(1) %p, align 32
  %r8 = call spir_func <8 x float> @_Z37intel_round_as_tensor_float328_float8Dv8_f(<8 x float> %a8)
  store <8 x float> %r8, ptr addrspace(1) %p, align 32
  %a16 = load <16 x float>, ptr addrspace(1) %p, align 64
  %r16 = call spir_func <16 x float> @_Z39intel_round_as_tensor_float3216_float16Dv16_f(<16 x float> %a16)
  store <16 x float> %r16, ptr addrspace(1) %p, align 64
  %s1 = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float 1.500000e+00)
  store float %s1, ptr addrspace(1) %p, align 4
  %s8 = call spir_func <8 x float> @_Z25__spirv_RoundFToTF32INTELDv8_f(<8 x float> %r8)
  store <8 x float> %s8, ptr addrspace(1) %p, align 32
  ret void
}

declare spir_func float @_Z35intel_round_as_tensor_float32_floatf(float)
declare spir_func <2 x float> @_Z37intel_round_as_tensor_float322_float2Dv2_f(<2 x float>)
declare spir_func <3 x float> @_Z37intel_round_as_tensor_float323_float3Dv3_f(<3 x float>)
declare spir_func <4 x float> @_Z37intel_round_as_tensor_float324_float4Dv4_f(<4 x float>)
declare spir_func <8 x float> @_Z37intel_round_as_tensor_float328_float8Dv8_f(<8 x float>)
declare spir_func <16 x float> @_Z39intel_round_as_tensor_float3216_float16Dv16_f(<16 x float>)
declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float)
declare spir_func <8 x float> @_Z25__spirv_RoundFToTF32INTELDv8_f(<8 x float>)

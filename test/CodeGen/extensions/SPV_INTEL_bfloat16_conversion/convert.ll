;; intel_convert_bfloat16*_as_ushort* and intel_convert_as_bfloat16*_float*
;; (cl_intel_bfloat16_conversions) with SPV_INTEL_bfloat16_conversion:
;; OpConvertFToBF16INTEL and OpConvertBF16ToFINTEL on scalars and vectors. The
;; instructions come from lib/grammar-facts.txt (SPIRV-Tools 2023.1 does not
;; know them), so the newer validator checks the module.
;; OpenCL C (CL3.0 -cl-ext=+all, the builtins declared by hand):
;;   kernel void k(global float *f, global ushort *u, global float4 *f4, global ushort4 *u4) {
;;     u[0] = intel_convert_bfloat16_as_ushort(f[0]); f[1] = intel_convert_as_bfloat16_float(u[1]);
;;     u4[0] = intel_convert_bfloat164_as_ushort4(f4[0]); f4[1] = intel_convert_as_bfloat164_float4(u4[1]); }
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability BFloat16ConversionINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_bfloat16_conversion"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#U16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#F4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#U4:]] = OpTypeVector %[[#U16]] 4
; CHECK: %[[#]] = OpConvertFToBF16INTEL %[[#U16]] %[[#]]
; CHECK: %[[#]] = OpConvertBF16ToFINTEL %[[#F32]] %[[#]]
; CHECK: %[[#]] = OpConvertFToBF16INTEL %[[#U4]] %[[#]]
; CHECK: %[[#]] = OpConvertBF16ToFINTEL %[[#F4]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %f, ptr addrspace(1) align 2 %u, ptr addrspace(1) align 16 %f4, ptr addrspace(1) align 8 %u4) {
  %a = load float, ptr addrspace(1) %f, align 4
  %b = tail call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %a)
  store i16 %b, ptr addrspace(1) %u, align 2
  %u1 = getelementptr inbounds i16, ptr addrspace(1) %u, i64 1
  %c = load i16, ptr addrspace(1) %u1, align 2
  %d = tail call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext %c)
  %f1 = getelementptr inbounds float, ptr addrspace(1) %f, i64 1
  store float %d, ptr addrspace(1) %f1, align 4
  %e = load <4 x float>, ptr addrspace(1) %f4, align 16
  %g = tail call spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float> %e)
  store <4 x i16> %g, ptr addrspace(1) %u4, align 8
  %u41 = getelementptr inbounds <4 x i16>, ptr addrspace(1) %u4, i64 1
  %h = load <4 x i16>, ptr addrspace(1) %u41, align 8
  %i = tail call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16> %h)
  %f41 = getelementptr inbounds <4 x float>, ptr addrspace(1) %f4, i64 1
  store <4 x float> %i, ptr addrspace(1) %f41, align 16
  ret void
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext)
declare spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float>)
declare spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16>)

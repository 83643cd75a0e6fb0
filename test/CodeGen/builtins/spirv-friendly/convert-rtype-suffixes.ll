;; Conversions spelled with the translator's suffixes: _R<type><width> for the
;; result, then _sat (SaturatedConversion) and a rounding mode (FPRoundingMode),
;; on scalars and vectors, mangled and plain.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: OpDecorate %[[#U8:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#U8]] FPRoundingMode RTE
; CHECK-DAG: OpDecorate %[[#S8:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#S8]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#H:]] FPRoundingMode RTP
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#V4C:]] = OpTypeVector %[[#I8]] 4
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK: %[[#]] = OpUConvert %[[#V2I]] %[[#]]
; CHECK: %[[#U8]] = OpConvertFToU %[[#I8]] %[[#]]
; CHECK: %[[#S8]] = OpConvertFToS %[[#V4C]] %[[#]]
; CHECK: %[[#]] = OpSConvert %[[#V2I]] %[[#]]
; CHECK: %[[#H]] = OpFConvert %[[#F16]] %[[#]]
; CHECK: %[[#]] = OpSatConvertUToS %[[#I8]] %[[#]]

define spir_kernel void @k(<2 x i16> %a, float %f, <4 x float> %g, ptr addrspace(1) %o) {
entry:
  %x = call spir_func <2 x i32> @_Z22__spirv_UConvert_Rint2Dv2_t(<2 x i16> %a)
  store <2 x i32> %x, ptr addrspace(1) %o
  %y = call spir_func i8 @_Z34__spirv_ConvertFToU_Ruchar_sat_rtef(float %f)
  store i8 %y, ptr addrspace(1) %o
  %z = call spir_func <4 x i8> @_Z34__spirv_ConvertFToS_Rchar4_sat_rtzDv4_f(<4 x float> %g)
  store <4 x i8> %z, ptr addrspace(1) %o
  %w = call spir_func <2 x i32> @__spirv_SConvert_Rint2(<2 x i16> %a)
  store <2 x i32> %w, ptr addrspace(1) %o
  %h = call spir_func half @_Z26__spirv_FConvert_Rhalf_rtpf(float %f)
  store half %h, ptr addrspace(1) %o
  %s = call spir_func i8 @_Z32__spirv_SatConvertUToS_Rchar_sats(i16 300)
  store i8 %s, ptr addrspace(1) %o
  ret void
}

declare spir_func <2 x i32> @_Z22__spirv_UConvert_Rint2Dv2_t(<2 x i16>)
declare spir_func i8 @_Z34__spirv_ConvertFToU_Ruchar_sat_rtef(float)
declare spir_func <4 x i8> @_Z34__spirv_ConvertFToS_Rchar4_sat_rtzDv4_f(<4 x float>)
declare spir_func <2 x i32> @__spirv_SConvert_Rint2(<2 x i16>)
declare spir_func half @_Z26__spirv_FConvert_Rhalf_rtpf(float)
declare spir_func i8 @_Z32__spirv_SatConvertUToS_Rchar_sats(i16)

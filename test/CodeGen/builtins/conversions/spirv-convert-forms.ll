;; The __spirv_Convert* call forms (mangled and plain, with the translator's
;; _R<type>, _sat and rounding suffixes) lower to the named instruction with
;; SaturatedConversion and FPRoundingMode taken from the suffixes.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: OpDecorate %[[#A:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#A]] FPRoundingMode RTN
; CHECK-DAG: OpDecorate %[[#B:]] FPRoundingMode RTZ
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK: %[[#A]] = OpConvertFToS %[[#I32]] %[[#]]
; CHECK: %[[#B]] = OpConvertUToF %[[#F32]] %[[#]]
; CHECK: %[[#C:]] = OpSatConvertSToU %[[#I8]] %[[#]]
; CHECK-NOT: OpDecorate %[[#C]]

define spir_kernel void @k(float %f, i32 %u, ptr addrspace(1) %o) {
  %a = call spir_func i32 @_Z32__spirv_ConvertFToS_Rint_sat_rtnf(float %f)
  store i32 %a, ptr addrspace(1) %o
  %b = call spir_func float @__spirv_ConvertUToF_Rfloat_rtz(i32 %u)
  %b.i = bitcast float %b to i32
  store i32 %b.i, ptr addrspace(1) %o
  %c = call spir_func i8 @_Z29__spirv_SatConvertSToU_Ruchari(i32 %a)
  store i8 %c, ptr addrspace(1) %o
  ret void
}

declare spir_func i32 @_Z32__spirv_ConvertFToS_Rint_sat_rtnf(float)
declare spir_func float @__spirv_ConvertUToF_Rfloat_rtz(i32)
declare spir_func i8 @_Z29__spirv_SatConvertSToU_Ruchari(i32)

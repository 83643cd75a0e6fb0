;; llvm.fptosi.sat / llvm.fptoui.sat are conversions with the
;; SaturatedConversion decoration (NaN gives 0, out-of-range values clamp).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: OpDecorate %[[#S:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#U:]] SaturatedConversion
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#V2I16:]] = OpTypeVector %[[#I16]] 2
; CHECK: %[[#S]] = OpConvertFToS %[[#I32]]
; CHECK: %[[#U]] = OpConvertFToU %[[#V2I16]]

define spir_func i32 @f(float %x, <2 x double> %v, ptr addrspace(1) %o) {
  %s = call i32 @llvm.fptosi.sat.i32.f32(float %x)
  %u = call <2 x i16> @llvm.fptoui.sat.v2i16.v2f64(<2 x double> %v)
  store <2 x i16> %u, ptr addrspace(1) %o
  ret i32 %s
}

declare i32 @llvm.fptosi.sat.i32.f32(float)
declare <2 x i16> @llvm.fptoui.sat.v2i16.v2f64(<2 x double>)

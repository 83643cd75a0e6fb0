;; llvm.fpbuiltin.* with SPV_INTEL_fp_max_error: each becomes its core
;; arithmetic or OpenCL.std instruction, and the call's "fpbuiltin-max-error"
;; (ulp) becomes FPMaxErrorDecorationINTEL on the result, as a 32-bit float;
;; a call without the attribute gets no decoration. The decoration comes from
;; lib/grammar-facts.txt (SPIRV-Tools 2023.1 does not know it), so the newer
;; validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_max_error %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; -filetype=asm prints the decoration although the system's disassembler cannot.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_max_error %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability FPMaxErrorINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fp_max_error"
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: OpDecorate %[[#T2:]] FPMaxErrorDecorationINTEL 2.5
; CHECK-DAG: OpDecorate %[[#T3:]] FPMaxErrorDecorationINTEL 0.5
; CHECK-DAG: OpDecorate %[[#T4:]] FPMaxErrorDecorationINTEL 4
; CHECK-DAG: OpDecorate %[[#T5:]] FPMaxErrorDecorationINTEL 16
; CHECK-DAG: OpDecorate %[[#T6:]] FPMaxErrorDecorationINTEL 0.5
; CHECK-DAG: OpDecorate %[[#D1:]] FPMaxErrorDecorationINTEL 2.5
; CHECK-DAG: OpDecorate %[[#D2:]] FPMaxErrorDecorationINTEL 4
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2F64:]] = OpTypeVector %[[#]] 2
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#V2F64]]
; CHECK-NEXT: %[[#E:]] = OpFunctionParameter
; CHECK: %[[#T1:]] = OpFAdd %[[#F32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#T2]] = OpFDiv %[[#F32]] %[[#T1]] %[[#B]]
; CHECK-NEXT: %[[#T3]] = OpExtInst %[[#F32]] %[[#OCL]] sqrt %[[#T2]]
; CHECK-NEXT: %[[#T4]] = OpExtInst %[[#F32]] %[[#OCL]] sin %[[#T3]]
; CHECK-NEXT: %[[#T5]] = OpExtInst %[[#F32]] %[[#OCL]] pow %[[#T4]] %[[#A]]
; CHECK-NEXT: %[[#T6]] = OpFRem %[[#F32]] %[[#T5]] %[[#A]]
; CHECK: %[[#D1]] = OpExtInst %[[#V2F64]] %[[#OCL]] ldexp %[[#D]] %[[#E]]
; CHECK-NEXT: %[[#D2]] = OpExtInst %[[#V2F64]] %[[#OCL]] exp10 %[[#D1]]
; CHECK-NOT: OpDecorate %[[#T1]]

define spir_kernel void @k(ptr addrspace(1) %p, float %a, float %b, <2 x double> %d, <2 x i32> %e) {
  %t1 = call float @llvm.fpbuiltin.fadd.f32(float %a, float %b)
  %t2 = call float @llvm.fpbuiltin.fdiv.f32(float %t1, float %b) #0
  %t3 = call float @llvm.fpbuiltin.sqrt.f32(float %t2) #1
  %t4 = call float @llvm.fpbuiltin.sin.f32(float %t3) #2
  %t5 = call float @llvm.fpbuiltin.pow.f32(float %t4, float %a) #3
  %t6 = call float @llvm.fpbuiltin.frem.f32(float %t5, float %a) #1
  store float %t6, ptr addrspace(1) %p
  %d1 = call <2 x double> @llvm.fpbuiltin.ldexp.v2f64(<2 x double> %d, <2 x i32> %e) #0
  %d2 = call <2 x double> @llvm.fpbuiltin.exp10.v2f64(<2 x double> %d1) #2
  store <2 x double> %d2, ptr addrspace(1) %p
  ret void
}
declare float @llvm.fpbuiltin.fadd.f32(float, float)
declare float @llvm.fpbuiltin.fdiv.f32(float, float)
declare float @llvm.fpbuiltin.frem.f32(float, float)
declare float @llvm.fpbuiltin.sqrt.f32(float)
declare float @llvm.fpbuiltin.sin.f32(float)
declare float @llvm.fpbuiltin.pow.f32(float, float)
declare <2 x double> @llvm.fpbuiltin.ldexp.v2f64(<2 x double>, <2 x i32>)
declare <2 x double> @llvm.fpbuiltin.exp10.v2f64(<2 x double>)
attributes #0 = { "fpbuiltin-max-error"="2.5" }
attributes #1 = { "fpbuiltin-max-error"="0.5" }
attributes #2 = { "fpbuiltin-max-error"="4.0" }
attributes #3 = { "fpbuiltin-max-error"="16" }

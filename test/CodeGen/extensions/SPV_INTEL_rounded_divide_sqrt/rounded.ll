;; SPV_INTEL_rounded_divide_sqrt: a constrained fdiv or sqrt whose rounding
;; argument names a mode is correctly rounded in it: FPRoundingMode on OpFDiv
;; and on OpenCL.std sqrt, with the RoundedDivideSqrtINTEL capability. The
;; other constrained operations, and round.dynamic, get no decoration (the
;; rounding argument is an assumption about the environment there).
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_rounded_divide_sqrt %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; exactly the four
; RUN: %spirv-dis-new %t.spv | grep -c FPRoundingMode | FileCheck %s --check-prefix=COUNT
; COUNT: {{^}}4{{$}}

; CHECK-DAG: OpCapability RoundedDivideSqrtINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_rounded_divide_sqrt"
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: OpDecorate %[[#DIV:]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#SQ:]] FPRoundingMode RTP
; CHECK-DAG: OpDecorate %[[#HDIV:]] FPRoundingMode RTN
; CHECK-DAG: OpDecorate %[[#VSQ:]] FPRoundingMode RTE
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#D2:]] = OpTypeVector %[[#]] 2
; CHECK: %[[#DIV]] = OpFDiv %[[#F]]
; CHECK-NEXT: %[[#SQ]] = OpExtInst %[[#F]] %[[#OCL]] sqrt %[[#DIV]]
; CHECK-NEXT: %[[#MUL:]] = OpFMul %[[#F]] %[[#SQ]]
; CHECK-NEXT: %[[#]] = OpFDiv %[[#F]] %[[#MUL]]
; CHECK-NEXT: %[[#VSQ]] = OpExtInst %[[#D2]] %[[#OCL]] sqrt
; CHECK-NEXT: %[[#HDIV]] = OpFDiv %[[#H]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %a, float %b, <2 x double> %c, half %h) {
  %d = call float @llvm.experimental.constrained.fdiv.f32(float %a, float %b, metadata !"round.towardzero", metadata !"fpexcept.strict")
  %s = call float @llvm.experimental.constrained.sqrt.f32(float %d, metadata !"round.upward", metadata !"fpexcept.strict")
  %m = call float @llvm.experimental.constrained.fmul.f32(float %s, float %b, metadata !"round.upward", metadata !"fpexcept.strict")
  %e = call float @llvm.experimental.constrained.fdiv.f32(float %m, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict")
  %v = call <2 x double> @llvm.experimental.constrained.sqrt.v2f64(<2 x double> %c, metadata !"round.tonearest", metadata !"fpexcept.ignore")
  %g = call half @llvm.experimental.constrained.fdiv.f16(half %h, half %h, metadata !"round.downward", metadata !"fpexcept.ignore")
  store float %e, ptr addrspace(1) %p
  store <2 x double> %v, ptr addrspace(1) %p
  store half %g, ptr addrspace(1) %p
  ret void
}

declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare half @llvm.experimental.constrained.fdiv.f16(half, half, metadata, metadata)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare <2 x double> @llvm.experimental.constrained.sqrt.v2f64(<2 x double>, metadata, metadata)

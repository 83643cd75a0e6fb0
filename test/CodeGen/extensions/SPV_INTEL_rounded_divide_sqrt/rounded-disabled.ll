;; Without SPV_INTEL_rounded_divide_sqrt a constrained fdiv or sqrt is the
;; plain instruction, its rounding argument an assumption about the
;; environment (as before): no decoration, no capability, no extension.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-NOT: OpCapability RoundedDivideSqrtINTEL
; CHECK-NOT: OpExtension
; CHECK-NOT: FPRoundingMode
; CHECK-DAG: %[[#OCL:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK: %[[#DIV:]] = OpFDiv %[[#F]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F]] %[[#OCL]] sqrt %[[#DIV]]

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

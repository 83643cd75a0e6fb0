;; Constrained conversions: sitofp, uitofp and fptrunc round, so their
;; rounding argument becomes an FPRoundingMode decoration (tonearest RTE,
;; towardzero RTZ, upward RTP, downward RTN; dynamic none). fptosi/fptoui
;; truncate and fpext is exact: they have no rounding argument. An i1 source
;; converts exactly and gets no decoration.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: OpDecorate %[[#UP:]] FPRoundingMode RTP
; CHECK-DAG: OpDecorate %[[#DN:]] FPRoundingMode RTN
; CHECK-DAG: OpDecorate %[[#TZ:]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#NE:]] FPRoundingMode RTE
; CHECK-NOT: OpDecorate %[[#]] FPRoundingMode
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#D:]] = OpTypeFloat 64
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK: %[[#UP]] = OpConvertSToF %[[#F]]
; CHECK-NEXT: %[[#DN]] = OpConvertUToF %[[#F]]
; CHECK-NEXT: %[[#TZ]] = OpFConvert %[[#F]]
; CHECK-NEXT: %[[#NE]] = OpConvertSToF %[[#F]]
; CHECK-NEXT: %[[#]] = OpConvertSToF %[[#F]]
; CHECK-NEXT: %[[#]] = OpConvertFToS %[[#I]]
; CHECK-NEXT: %[[#]] = OpConvertFToU %[[#I]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#D]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#F]]

; BACK: call spir_func float @_Z17convert_float_rtpi(
; BACK: call spir_func float @_Z17convert_float_rtnj(
; BACK: call spir_func float @_Z17convert_float_rtzd(

define spir_func void @f(i32 %i, double %d, float %x, i1 %b, ptr addrspace(1) %p, ptr addrspace(1) %q) #0 {
  %a = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %i, metadata !"round.upward", metadata !"fpexcept.strict") #0
  %u = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %i, metadata !"round.downward", metadata !"fpexcept.strict") #0
  %t = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %d, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %n = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %i, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %y = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %i, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %s = call i32 @llvm.experimental.constrained.fptosi.i32.f32(float %x, metadata !"fpexcept.strict") #0
  %v = call i32 @llvm.experimental.constrained.fptoui.i32.f32(float %x, metadata !"fpexcept.strict") #0
  %e = call double @llvm.experimental.constrained.fpext.f64.f32(float %x, metadata !"fpexcept.strict") #0
  %z = call float @llvm.experimental.constrained.sitofp.f32.i1(i1 %b, metadata !"round.upward", metadata !"fpexcept.strict") #0
  store float %a, ptr addrspace(1) %p
  store float %u, ptr addrspace(1) %p
  store float %t, ptr addrspace(1) %p
  store float %n, ptr addrspace(1) %p
  store float %y, ptr addrspace(1) %p
  store float %z, ptr addrspace(1) %p
  store i32 %s, ptr addrspace(1) %q
  store i32 %v, ptr addrspace(1) %q
  store double %e, ptr addrspace(1) %p
  ret void
}

attributes #0 = { strictfp }

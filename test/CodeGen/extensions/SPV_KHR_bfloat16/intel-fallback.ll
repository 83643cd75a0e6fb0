;; Without SPV_KHR_bfloat16 but with SPV_INTEL_bfloat16_conversion, a bfloat is
;; its bits in a ushort: loads, stores, selects, composites and bitcasts move
;; the ushort, constants are their bits, and every conversion and arithmetic
;; goes through float with OpConvertBF16ToFINTEL (exact) and
;; OpConvertFToBF16INTEL (one rounding, as fptrunc). Arithmetic in float is
;; exact for the reasons arith.ll gives.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability BFloat16ConversionINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_bfloat16_conversion"
; CHECK-NOT: BFloat16KHR
; CHECK-DAG: %[[#U16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#U4:]] = OpTypeVector %[[#U16]] 4
; CHECK-DAG: %[[#F4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#U16]] 16256

; CHECK: %[[#V:]] = OpLoad %[[#U16]] %[[#]]
; CHECK-NEXT: %[[#X:]] = OpConvertBF16ToFINTEL %[[#F32]] %[[#V]]
; CHECK-NEXT: %[[#W:]] = OpConvertBF16ToFINTEL %[[#F32]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#F64]] %[[#W]]
; CHECK-NEXT: %[[#I:]] = OpConvertBF16ToFINTEL %[[#F32]] %[[#V]]
; CHECK-NEXT: %[[#]] = OpConvertFToS %[[#I32]] %[[#I]]
; CHECK: %[[#G:]] = OpFMul %[[#F32]] %[[#X]] %[[#]]
; CHECK-NEXT: %[[#T:]] = OpConvertFToBF16INTEL %[[#U16]] %[[#G]]
; CHECK-NEXT: %[[#S:]] = OpConvertSToF %[[#F32]] %[[#]]
; CHECK-NEXT: %[[#]] = OpConvertFToBF16INTEL %[[#U16]] %[[#S]]
; CHECK-NEXT: %[[#A:]] = OpConvertBF16ToFINTEL %[[#F32]] %[[#T]]
; CHECK-NEXT: %[[#B:]] = OpConvertBF16ToFINTEL %[[#F32]] %[[#ONE]]
; CHECK-NEXT: %[[#SUM:]] = OpFAdd %[[#F32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpConvertFToBF16INTEL %[[#U16]] %[[#SUM]]
; CHECK: OpFOrdLessThan
; CHECK: %[[#]] = OpSelect %[[#U16]] %[[#]] %[[#]] %[[#ONE]]
; CHECK: %[[#VV:]] = OpLoad %[[#U4]]
; CHECK-NEXT: %[[#WV:]] = OpConvertBF16ToFINTEL %[[#F4]] %[[#VV]]
; CHECK-NEXT: %[[#NV:]] = OpFNegate %[[#F4]] %[[#WV]]
; CHECK-NEXT: %[[#]] = OpConvertFToBF16INTEL %[[#U4]] %[[#NV]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %o, i16 %n) {
  %v = load bfloat, ptr addrspace(1) %p, align 2
  %x = fpext bfloat %v to float
  %y = fpext bfloat %v to double
  %i = fptosi bfloat %v to i32
  store double %y, ptr addrspace(1) %d, align 8
  store i32 %i, ptr addrspace(1) %o, align 4
  %g = fmul float %x, 3.0
  %t = fptrunc float %g to bfloat
  %s = sitofp i16 %n to bfloat
  %a = fadd bfloat %t, 0xR3F80
  %c = fcmp olt bfloat %a, %s
  %m = select i1 %c, bfloat %a, bfloat 0xR3F80
  store bfloat %m, ptr addrspace(1) %p, align 2
  %h = bitcast bfloat %m to half
  store half %h, ptr addrspace(1) %p, align 2
  %w = load <4 x bfloat>, ptr addrspace(1) %p, align 8
  %e = fneg <4 x bfloat> %w
  %z = extractelement <4 x bfloat> %e, i32 2
  store bfloat %z, ptr addrspace(1) %p, align 2
  ret void
}

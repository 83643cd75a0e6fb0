;; SPV_INTEL_arbitrary_precision_floating_point: every __spirv_ArbitraryFloat*INTEL
;; call SYCL's FPGA headers make becomes its OpArbitraryFloat*INTEL. A value is
;; an integer of 1 + E + M bits (here i40 with M = 28 mantissa bits); the
;; operands are the inputs with their mantissa widths, the result's mantissa
;; width, then subnormal, rounding mode and rounding accuracy literals;
;; comparisons give a bool; sin/cos pairs an integer twice as wide. Odd widths
;; need SPV_INTEL_arbitrary_precision_integers.
;; SPIRV-Headers 1.3.239 has a FromSign in OpArbitraryFloatSinCosPiINTEL that
;; the extension does not, and lacks the ToSign of ...CastToIntINTEL and the
;; SignOfB of ...PowNINTEL, which the extension, newer grammars and the
;; Khronos reader have: llc-spirv makes the extension's form, the newer
;; validator checks it, -filetype=asm prints it, and the words of PowN are
;; checked in the binary.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point,+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point,+SPV_INTEL_arbitrary_precision_integers %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_arbitrary_precision_floating_point,+SPV_INTEL_arbitrary_precision_integers %s -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: od -An -v -tx4 -w4 %t.spv | tr -d ' ' | tr '\n' ' ' | FileCheck %s --check-prefix=WORDS
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}
;; The ALTERA spelling of the extension enables the same instructions.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_arbitrary_precision_floating_point,+SPV_ALTERA_arbitrary_precision_integers %s -o %t-altera.spv
; RUN: %spirv-val-new %t-altera.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_arbitrary_precision_floating_point,+SPV_ALTERA_arbitrary_precision_integers %s -filetype=asm -o - | FileCheck %s --check-prefix=ALTERA

; CHECK-DAG: OpCapability ArbitraryPrecisionFloatingPointINTEL
; CHECK-DAG: OpCapability ArbitraryPrecisionIntegersINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_floating_point"
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_integers"
; ALTERA-DAG: OpCapability ArbitraryPrecisionFloatingPointINTEL
; ALTERA-DAG: OpExtension "SPV_ALTERA_arbitrary_precision_floating_point"
; ALTERA-DAG: OpExtension "SPV_ALTERA_arbitrary_precision_integers"
; ALTERA-NOT: OpExtension "SPV_INTEL
; CHECK-DAG: %[[#I40:]] = OpTypeInt 40 0
; CHECK-DAG: %[[#I80:]] = OpTypeInt 80 0
; CHECK-DAG: %[[#I13:]] = OpTypeInt 13 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool

; CHECK: = OpFunction %
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I40]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I40]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I13]]
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpArbitraryFloatCastINTEL %[[#I40]] %[[#C]] 23 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatCastFromIntINTEL %[[#I40]] %[[#N]] 28 1 0 2 1
; CHECK-NEXT: OpArbitraryFloatCastToIntINTEL %[[#I13]] %[[#A]] 28 1 0 2 1
; CHECK-NEXT: OpArbitraryFloatAddINTEL %[[#I40]] %[[#A]] 28 %[[#B]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatSubINTEL %[[#I40]] %[[#A]] 28 %[[#B]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatMulINTEL %[[#I40]] %[[#A]] 28 %[[#B]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatDivINTEL %[[#I40]] %[[#A]] 28 %[[#B]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatHypotINTEL %[[#I40]] %[[#A]] 28 %[[#B]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatATan2INTEL %[[#I40]] %[[#A]] 28 %[[#B]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatPowINTEL %[[#I40]] %[[#A]] 28 %[[#B]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatPowRINTEL %[[#I40]] %[[#A]] 28 %[[#B]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatPowNINTEL %[[#I40]] %[[#A]] 28 %[[#N]] 1 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatGTINTEL %[[#BOOL]] %[[#A]] 28 %[[#B]] 28
; CHECK-NEXT: OpArbitraryFloatGEINTEL %[[#BOOL]] %[[#A]] 28 %[[#B]] 28
; CHECK-NEXT: OpArbitraryFloatLTINTEL %[[#BOOL]] %[[#A]] 28 %[[#B]] 28
; CHECK-NEXT: OpArbitraryFloatLEINTEL %[[#BOOL]] %[[#A]] 28 %[[#B]] 28
; CHECK-NEXT: OpArbitraryFloatEQINTEL %[[#BOOL]] %[[#A]] 28 %[[#B]] 28
; CHECK-NEXT: OpArbitraryFloatRecipINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatRSqrtINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatCbrtINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatSqrtINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatLogINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatLog2INTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatLog10INTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatLog1pINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatExpINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatExp2INTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatExp10INTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatExpm1INTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatSinINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatCosINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatSinPiINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatCosPiINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatASinINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatASinPiINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatACosINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatACosPiINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatATanINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatATanPiINTEL %[[#I40]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatSinCosINTEL %[[#I80]] %[[#A]] 28 28 0 2 1
; CHECK-NEXT: OpArbitraryFloatSinCosPiINTEL %[[#I80]] %[[#A]] 28 28 0 2 1

;; OpArbitraryFloatPowNINTEL: 11 words, opcode 5882 = 0x16fa: type, result,
;; A, M1 = 28, B, SignOfB = 1, Mout = 28, then 0 2 1
; WORDS: 000b16fa {{[0-9a-f]+}} {{[0-9a-f]+}} {{[0-9a-f]+}} 0000001c {{[0-9a-f]+}} 00000001 0000001c 00000000 00000002 00000001 {{[0-9a-f]+}}

; BACK: call {{.*}}i13 @intel_arbitrary_float_cast_to_int.i13.i40(i40 %a, i32 28, i1 true, i32 0, i32 2, i32 1)
; BACK: call {{.*}}i40 @intel_arbitrary_float_add.i40.i40.i40(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
; BACK: call {{.*}}i40 @intel_arbitrary_float_pown.i40.i40.i13(i40 %a, i32 28, i13 %n, i1 true, i32 28, i32 0, i32 2, i32 1)
; BACK: call {{.*}}i1 @intel_arbitrary_float_eq.i1.i40.i40(i40 %a, i32 28, i40 %b, i32 28)
; BACK: @intel_arbitrary_float_sincospi.i80.i40({{.*}}, i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)

define spir_func void @f(i40 %a, i40 %b, i32 %c, i13 %n, ptr addrspace(1) %out) {
  %cast = call spir_func i40 @_Z31__spirv_ArbitraryFloatCastINTELILi32ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i32 %c, i32 23, i32 28, i32 0, i32 2, i32 1)
  %castfromint = call spir_func i40 @_Z38__spirv_ArbitraryFloatCastFromIntINTELILi13ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiibiii(i13 %n, i32 28, i1 zeroext true, i32 0, i32 2, i32 1)
  %casttoint = call spir_func i13 @_Z36__spirv_ArbitraryFloatCastToIntINTELILi40ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiibiii(i40 %a, i32 28, i1 zeroext true, i32 0, i32 2, i32 1)
  %add = call spir_func i40 @_Z30__spirv_ArbitraryFloatAddINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
  %sub = call spir_func i40 @_Z30__spirv_ArbitraryFloatSubINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
  %mul = call spir_func i40 @_Z30__spirv_ArbitraryFloatMulINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
  %div = call spir_func i40 @_Z30__spirv_ArbitraryFloatDivINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
  %hypot = call spir_func i40 @_Z32__spirv_ArbitraryFloatHypotINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
  %atan2 = call spir_func i40 @_Z32__spirv_ArbitraryFloatATan2INTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
  %pow = call spir_func i40 @_Z30__spirv_ArbitraryFloatPowINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
  %powr = call spir_func i40 @_Z31__spirv_ArbitraryFloatPowRINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40 %a, i32 28, i40 %b, i32 28, i32 28, i32 0, i32 2, i32 1)
  %pown = call spir_func i40 @_Z31__spirv_ArbitraryFloatPowNINTELILi40ELi13ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEibiiii(i40 %a, i32 28, i13 %n, i1 zeroext true, i32 28, i32 0, i32 2, i32 1)
  %gt = call spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatGTINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40 %a, i32 28, i40 %b, i32 28)
  %ge = call spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatGEINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40 %a, i32 28, i40 %b, i32 28)
  %lt = call spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatLTINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40 %a, i32 28, i40 %b, i32 28)
  %le = call spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatLEINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40 %a, i32 28, i40 %b, i32 28)
  %eq = call spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatEQINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40 %a, i32 28, i40 %b, i32 28)
  %recip = call spir_func i40 @_Z32__spirv_ArbitraryFloatRecipINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %rsqrt = call spir_func i40 @_Z32__spirv_ArbitraryFloatRSqrtINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %cbrt = call spir_func i40 @_Z31__spirv_ArbitraryFloatCbrtINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %sqrt = call spir_func i40 @_Z31__spirv_ArbitraryFloatSqrtINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %log = call spir_func i40 @_Z30__spirv_ArbitraryFloatLogINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %log2 = call spir_func i40 @_Z31__spirv_ArbitraryFloatLog2INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %log10 = call spir_func i40 @_Z32__spirv_ArbitraryFloatLog10INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %log1p = call spir_func i40 @_Z32__spirv_ArbitraryFloatLog1pINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %exp = call spir_func i40 @_Z30__spirv_ArbitraryFloatExpINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %exp2 = call spir_func i40 @_Z31__spirv_ArbitraryFloatExp2INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %exp10 = call spir_func i40 @_Z32__spirv_ArbitraryFloatExp10INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %expm1 = call spir_func i40 @_Z32__spirv_ArbitraryFloatExpm1INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %sin = call spir_func i40 @_Z30__spirv_ArbitraryFloatSinINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %cos = call spir_func i40 @_Z30__spirv_ArbitraryFloatCosINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %sinpi = call spir_func i40 @_Z32__spirv_ArbitraryFloatSinPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %cospi = call spir_func i40 @_Z32__spirv_ArbitraryFloatCosPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %asin = call spir_func i40 @_Z31__spirv_ArbitraryFloatASinINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %asinpi = call spir_func i40 @_Z33__spirv_ArbitraryFloatASinPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %acos = call spir_func i40 @_Z31__spirv_ArbitraryFloatACosINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %acospi = call spir_func i40 @_Z33__spirv_ArbitraryFloatACosPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %atan = call spir_func i40 @_Z31__spirv_ArbitraryFloatATanINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %atanpi = call spir_func i40 @_Z33__spirv_ArbitraryFloatATanPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %sincos = call spir_func i80 @_Z33__spirv_ArbitraryFloatSinCosINTELILi40ELi40EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  %sincospi = call spir_func i80 @_Z35__spirv_ArbitraryFloatSinCosPiINTELILi40ELi40EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEiiiiii(i40 %a, i32 28, i32 28, i32 0, i32 2, i32 1)
  store i80 %sincospi, ptr addrspace(1) %out
  ret void
}

declare spir_func i40 @_Z31__spirv_ArbitraryFloatCastINTELILi32ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i32, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z38__spirv_ArbitraryFloatCastFromIntINTELILi13ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiibiii(i13, i32, i1 zeroext, i32, i32, i32)
declare spir_func i13 @_Z36__spirv_ArbitraryFloatCastToIntINTELILi40ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiibiii(i40, i32, i1 zeroext, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatAddINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40, i32, i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatSubINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40, i32, i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatMulINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40, i32, i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatDivINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40, i32, i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatHypotINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40, i32, i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatATan2INTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40, i32, i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatPowINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40, i32, i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatPowRINTELILi40ELi40ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEiiiiii(i40, i32, i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatPowNINTELILi40ELi13ELi40EEU7_ExtIntIXT1_EEiU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEibiiii(i40, i32, i13, i1 zeroext, i32, i32, i32, i32)
declare spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatGTINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40, i32, i40, i32)
declare spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatGEINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40, i32, i40, i32)
declare spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatLTINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40, i32, i40, i32)
declare spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatLEINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40, i32, i40, i32)
declare spir_func zeroext i1 @_Z29__spirv_ArbitraryFloatEQINTELILi40ELi40EEbU7_ExtIntIXT_EEiiU7_ExtIntIXT0_EEii(i40, i32, i40, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatRecipINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatRSqrtINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatCbrtINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatSqrtINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatLogINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatLog2INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatLog10INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatLog1pINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatExpINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatExp2INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatExp10INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatExpm1INTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatSinINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z30__spirv_ArbitraryFloatCosINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatSinPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z32__spirv_ArbitraryFloatCosPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatASinINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z33__spirv_ArbitraryFloatASinPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatACosINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z33__spirv_ArbitraryFloatACosPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z31__spirv_ArbitraryFloatATanINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i40 @_Z33__spirv_ArbitraryFloatATanPiINTELILi40ELi40EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i80 @_Z33__spirv_ArbitraryFloatSinCosINTELILi40ELi40EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)
declare spir_func i80 @_Z35__spirv_ArbitraryFloatSinCosPiINTELILi40ELi40EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEiiiiii(i40, i32, i32, i32, i32, i32)

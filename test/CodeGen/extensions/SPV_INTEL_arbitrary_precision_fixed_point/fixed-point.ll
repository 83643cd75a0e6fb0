;; SPV_INTEL_arbitrary_precision_fixed_point: the __spirv_Fixed*INTEL calls
;; SYCL's FPGA headers make become OpFixed*INTEL with the input id, then the
;; five literals S (signed), I (integer bits of the input), rI (of the result),
;; Q (quantization) and O (overflow) from the constant arguments. The types
;; keep their widths (i13, i5, i34, i66: with SPV_INTEL_arbitrary_precision_integers);
;; sin/cos pairs return both halves in one integer twice as wide. An input too
;; wide for the front end to pass in registers arrives byval (it is loaded),
;; a result through sret (it is stored).
;; SPIRV-Headers 1.3.239 gives these instructions an extra "Input Type" id the
;; extension does not have (nor newer grammars and the Khronos reader): the
;; newer validator checks the module, llc-spirv's own -filetype=asm prints the
;; extension's form, and the words of one are checked in the binary.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_fixed_point,+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_fixed_point,+SPV_INTEL_arbitrary_precision_integers %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_arbitrary_precision_fixed_point,+SPV_INTEL_arbitrary_precision_integers %s -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: od -An -v -tx4 -w4 %t.spv | tr -d ' ' | tr '\n' ' ' | FileCheck %s --check-prefix=WORDS
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}
;; The ALTERA spelling of the extension enables the same instructions.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_arbitrary_precision_fixed_point,+SPV_ALTERA_arbitrary_precision_integers %s -o %t-altera.spv
; RUN: %spirv-val-new %t-altera.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_arbitrary_precision_fixed_point,+SPV_ALTERA_arbitrary_precision_integers %s -filetype=asm -o - | FileCheck %s --check-prefix=ALTERA

; CHECK-DAG: OpCapability ArbitraryPrecisionFixedPointINTEL
; CHECK-DAG: OpCapability ArbitraryPrecisionIntegersINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_fixed_point"
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_integers"
; ALTERA-DAG: OpCapability ArbitraryPrecisionFixedPointINTEL
; ALTERA-DAG: OpExtension "SPV_ALTERA_arbitrary_precision_fixed_point"
; ALTERA-DAG: OpExtension "SPV_ALTERA_arbitrary_precision_integers"
; ALTERA-NOT: OpExtension "SPV_INTEL
; CHECK-DAG: %[[#I5:]] = OpTypeInt 5 0
; CHECK-DAG: %[[#I13:]] = OpTypeInt 13 0
; CHECK-DAG: %[[#I34:]] = OpTypeInt 34 0
; CHECK-DAG: %[[#I68:]] = OpTypeInt 68 0
; CHECK-DAG: %[[#I66:]] = OpTypeInt 66 0
; CHECK-DAG: %[[#I132:]] = OpTypeInt 132 0

; CHECK: = OpFunction %
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I13]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I5]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#I34]]
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpFixedSqrtINTEL %[[#I5]] %[[#A]] 0 2 2 0 0
; CHECK-NEXT: OpFixedRecipINTEL %[[#I13]] %[[#B]] 1 4 4 0 0
; CHECK-NEXT: OpFixedRsqrtINTEL %[[#I13]] %[[#A]] 0 8 6 1 1
; CHECK-NEXT: OpFixedSinINTEL %[[#I34]] %[[#C]] 1 3 2 0 0
; CHECK-NEXT: OpFixedCosINTEL %[[#I34]] %[[#C]] 1 3 2 0 0
; CHECK-NEXT: OpFixedSinCosINTEL %[[#I68]] %[[#C]] 1 3 2 0 0
; CHECK-NEXT: OpFixedSinPiINTEL %[[#I34]] %[[#C]] 1 3 2 0 0
; CHECK-NEXT: OpFixedCosPiINTEL %[[#I34]] %[[#C]] 1 3 2 0 0
; CHECK-NEXT: OpFixedSinCosPiINTEL %[[#I68]] %[[#C]] 1 3 2 0 0
; CHECK-NEXT: OpFixedLogINTEL %[[#I13]] %[[#A]] 1 5 5 0 0
; CHECK-NEXT: OpFixedExpINTEL %[[#I13]] %[[#A]] 1 5 5 0 0
; CHECK: = OpFunction %
; CHECK-NEXT: %[[#OUT:]] = OpFunctionParameter
; CHECK-NEXT: %[[#IN:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#TMP:]] = OpVariable
; CHECK-NEXT: %[[#GEN:]] = OpPtrCastToGeneric
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#I66]] %[[#IN]]
; CHECK-NEXT: %[[#R:]] = OpFixedSinCosINTEL %[[#I132]] %[[#X]] 1 10 12 1 2
; CHECK-NEXT: OpStore %[[#GEN]] %[[#R]]

;; OpFixedSqrtINTEL: 9 words, opcode 5923 = 0x1723, then type, result, input
;; and the five literals (no second id)
; WORDS: 00091723 {{[0-9a-f]+}} {{[0-9a-f]+}} {{[0-9a-f]+}} 00000000 00000002 00000002 00000000 00000000 {{[0-9a-f]+}}

; BACK: call {{.*}}i5 @intel_arbitrary_fixed_sqrt.i5.i13(i13 %a, i1 false, i32 2, i32 2, i32 0, i32 0)
; BACK: call {{.*}}i13 @intel_arbitrary_fixed_recip.i13.i5(i5 %b, i1 true, i32 4, i32 4, i32 0, i32 0)
; BACK: @intel_arbitrary_fixed_sincos.i132.i66({{.*}}, i66 %{{.*}}, i1 true, i32 10, i32 12, i32 1, i32 2)

define spir_func void @f(i13 %a, i5 %b, i34 %c, ptr addrspace(1) %out) {
  %sqrt = call spir_func signext i5 @_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext %a, i1 zeroext false, i32 2, i32 2, i32 0, i32 0)
  %recip = call spir_func signext i13 @_Z23__spirv_FixedRecipINTELILi5ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i5 signext %b, i1 zeroext true, i32 4, i32 4, i32 0, i32 0)
  %rsqrt = call spir_func signext i13 @_Z23__spirv_FixedRsqrtINTELILi13ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext %a, i1 zeroext false, i32 8, i32 6, i32 1, i32 1)
  %sin = call spir_func i34 @_Z21__spirv_FixedSinINTELILi34ELi34EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i34 %c, i1 zeroext true, i32 3, i32 2, i32 0, i32 0)
  %cos = call spir_func i34 @_Z21__spirv_FixedCosINTELILi34ELi34EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i34 %c, i1 zeroext true, i32 3, i32 2, i32 0, i32 0)
  %sincos = call spir_func i68 @_Z24__spirv_FixedSinCosINTELILi34ELi34EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEibiiii(i34 %c, i1 zeroext true, i32 3, i32 2, i32 0, i32 0)
  %sinpi = call spir_func i34 @_Z23__spirv_FixedSinPiINTELILi34ELi34EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i34 %c, i1 zeroext true, i32 3, i32 2, i32 0, i32 0)
  %cospi = call spir_func i34 @_Z23__spirv_FixedCosPiINTELILi34ELi34EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i34 %c, i1 zeroext true, i32 3, i32 2, i32 0, i32 0)
  %sincospi = call spir_func i68 @_Z26__spirv_FixedSinCosPiINTELILi34ELi34EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEibiiii(i34 %c, i1 zeroext true, i32 3, i32 2, i32 0, i32 0)
  %log = call spir_func signext i13 @_Z21__spirv_FixedLogINTELILi13ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext %a, i1 zeroext true, i32 5, i32 5, i32 0, i32 0)
  %exp = call spir_func signext i13 @_Z21__spirv_FixedExpINTELILi13ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext %a, i1 zeroext true, i32 5, i32 5, i32 0, i32 0)
  store i68 %sincospi, ptr addrspace(1) %out
  ret void
}

define spir_func void @wide(ptr addrspace(1) %out, ptr byval(i66) %in) {
  %tmp = alloca i132
  %gen = addrspacecast ptr %tmp to ptr addrspace(4)
  call spir_func void @_Z24__spirv_FixedSinCosINTELILi66ELi66EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEibiiii(ptr addrspace(4) sret(i132) %gen, ptr byval(i66) %in, i1 zeroext true, i32 10, i32 12, i32 1, i32 2)
  %v = load i132, ptr %tmp
  store i132 %v, ptr addrspace(1) %out
  ret void
}

declare spir_func signext i5 @_Z22__spirv_FixedSqrtINTELILi13ELi5EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext, i1 zeroext, i32, i32, i32, i32)
declare spir_func signext i13 @_Z23__spirv_FixedRecipINTELILi5ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i5 signext, i1 zeroext, i32, i32, i32, i32)
declare spir_func signext i13 @_Z23__spirv_FixedRsqrtINTELILi13ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext, i1 zeroext, i32, i32, i32, i32)
declare spir_func i34 @_Z21__spirv_FixedSinINTELILi34ELi34EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i34, i1 zeroext, i32, i32, i32, i32)
declare spir_func i34 @_Z21__spirv_FixedCosINTELILi34ELi34EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i34, i1 zeroext, i32, i32, i32, i32)
declare spir_func i68 @_Z24__spirv_FixedSinCosINTELILi34ELi34EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEibiiii(i34, i1 zeroext, i32, i32, i32, i32)
declare spir_func i34 @_Z23__spirv_FixedSinPiINTELILi34ELi34EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i34, i1 zeroext, i32, i32, i32, i32)
declare spir_func i34 @_Z23__spirv_FixedCosPiINTELILi34ELi34EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i34, i1 zeroext, i32, i32, i32, i32)
declare spir_func i68 @_Z26__spirv_FixedSinCosPiINTELILi34ELi34EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEibiiii(i34, i1 zeroext, i32, i32, i32, i32)
declare spir_func signext i13 @_Z21__spirv_FixedLogINTELILi13ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext, i1 zeroext, i32, i32, i32, i32)
declare spir_func signext i13 @_Z21__spirv_FixedExpINTELILi13ELi13EEU7_ExtIntIXT0_EEiU7_ExtIntIXT_EEibiiii(i13 signext, i1 zeroext, i32, i32, i32, i32)
declare spir_func void @_Z24__spirv_FixedSinCosINTELILi66ELi66EEU7_ExtIntIXmlLi2ET0_EEiU7_ExtIntIXT_EEibiiii(ptr addrspace(4) sret(i132), ptr byval(i66), i1 zeroext, i32, i32, i32, i32)

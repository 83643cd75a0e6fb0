;; SPV_INTEL_fp_conversions' stochastic rounding through the translator's
;; builtins: __builtin_spirv_StochasticRound<From>To<To>INTEL(x, seed[, next])
;; is OpStochasticRoundFToFINTEL and ClampStochasticRound... is
;; OpClampStochasticRoundFToFINTEL (6217, 6218; capability
;; FloatConversionsINTEL 6215), from half or bfloat to the 8-bit floats
;; (SPV_EXT_float8) or SPV_INTEL_float4's E2M1, whose result bits the module
;; bitcasts back to i8 (i4); scalars and vectors. The optional third argument
;; is a private pointer to the i32 that receives the next seed (a Function
;; storage class pointer, as the instruction requires). No validator here
;; knows these instructions (they are only in the extension's specification,
;; lib/grammar-facts.txt spec= rows): the test checks the printed
;; instructions and their words.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_conversions,+SPV_INTEL_float4,+SPV_EXT_float8,+SPV_KHR_bfloat16,+SPV_INTEL_arbitrary_precision_integers %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_conversions,+SPV_INTEL_float4,+SPV_EXT_float8,+SPV_KHR_bfloat16,+SPV_INTEL_arbitrary_precision_integers %s -o %t.spv
;; OpStochasticRoundFToFINTEL with 4 words (no next seed) and
;; OpClampStochasticRoundFToFINTEL with 6 (one)
; RUN: od -An -tx4 -v -w4 %t.spv | FileCheck %s --check-prefix=WORDS
; WORDS: 00051849
; WORDS: 0006184a

; CHECK-DAG: OpCapability FloatConversionsINTEL
; CHECK-DAG: OpCapability Float4E2M1INTEL
; CHECK-DAG: OpCapability Float8EXT
; CHECK-DAG: OpExtension "SPV_INTEL_fp_conversions"
; CHECK-DAG: %[[#I4:]] = OpTypeInt 4 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PI32:]] = OpTypePointer Function %[[#I32]]
; CHECK-DAG: %[[#E4:]] = OpTypeFloat 8 Float8E4M3EXT
; CHECK-DAG: %[[#E5:]] = OpTypeFloat 8 Float8E5M2EXT
; CHECK-DAG: %[[#F4:]] = OpTypeFloat 4 Float4E2M1INTEL
; CHECK-DAG: %[[#E4V:]] = OpTypeVector %[[#E4]] 4
; CHECK-DAG: %[[#I8V:]] = OpTypeVector %[[#I8]] 4

; CHECK: %[[#SEED:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#H:]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK-NEXT: %[[#HV:]] = OpFunctionParameter
; CHECK: %[[#NEXT:]] = OpVariable %[[#PI32]] Function
; CHECK: %[[#S1:]] = OpStochasticRoundFToFINTEL %[[#E5]] %[[#H]] %[[#SEED]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I8]] %[[#S1]]
; CHECK: %[[#S2:]] = OpClampStochasticRoundFToFINTEL %[[#E4]] %[[#B]] %[[#SEED]] %[[#NEXT]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I8]] %[[#S2]]
; CHECK: %[[#S3:]] = OpStochasticRoundFToFINTEL %[[#F4]] %[[#H]] %[[#SEED]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I4]] %[[#S3]]
; CHECK: %[[#S4:]] = OpStochasticRoundFToFINTEL %[[#E4V]] %[[#HV]] %[[#SEED]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#I8V]] %[[#S4]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %seed, half %h, bfloat %b, <4 x half> %hv) {
  %next = alloca i32, align 4
  %a = call spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhi(half %h, i32 %seed)
  store i8 %a, ptr addrspace(1) %q, align 1
  %c = call spir_func i8 @_Z51__builtin_spirv_ClampStochasticRoundBF16ToE4M3INTELDF16biPi(bfloat %b, i32 %seed, ptr %next)
  store i8 %c, ptr addrspace(1) %q, align 1
  %d = call spir_func i4 @_Z46__builtin_spirv_StochasticRoundFP16ToE2M1INTELDhi(half %h, i32 %seed)
  store i4 %d, ptr addrspace(1) %p, align 1
  %v = call spir_func <4 x i8> @_Z46__builtin_spirv_StochasticRoundFP16ToE4M3INTELDv4_Dhi(<4 x half> %hv, i32 %seed)
  store <4 x i8> %v, ptr addrspace(1) %q, align 4
  ret void
}

declare spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhi(half, i32)
declare spir_func i8 @_Z51__builtin_spirv_ClampStochasticRoundBF16ToE4M3INTELDF16biPi(bfloat, i32, ptr)
declare spir_func i4 @_Z46__builtin_spirv_StochasticRoundFP16ToE2M1INTELDhi(half, i32)
declare spir_func <4 x i8> @_Z46__builtin_spirv_StochasticRoundFP16ToE4M3INTELDv4_Dhi(<4 x half>, i32)

;; SPV_EXT_float8 through LLVM 22's llvm.arbitrary.fp.convert (the form LLVM's
;; SPIR-V backend reads; LLVM 19 parses it as an unknown intrinsic): operand 0
;; converted from the source format to the result's, each named by a metadata
;; string ("none": the LLVM type's own float; "signed"/"unsigned": an integer;
;; an 8-bit encoding, spelt spv.E4M3EXT or Float8E4M3, held in i8 bits), a
;; rounding mode ("none" or round.*: an FPRoundingMode decoration) and, in the
;; five-operand form, 1 to saturate. Integers convert with OpConvertSToF,
;; OpConvertUToF, OpConvertFToS and OpConvertFToU; floats of any width with
;; OpFConvert. The newer validator checks the module.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability Float8EXT
; CHECK-DAG: OpExtension "SPV_EXT_float8"
; CHECK-DAG: OpDecorate %[[#RTZ:]] SaturatedToLargestFloat8NormalConversionEXT
; CHECK-DAG: OpDecorate %[[#RTZ]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#RTE:]] FPRoundingMode RTE
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#HALF:]] = OpTypeFloat 16
; CHECK-DAG: %[[#DBL:]] = OpTypeFloat 64
; CHECK-DAG: %[[#E4:]] = OpTypeFloat 8 Float8E4M3EXT
; CHECK-DAG: %[[#E5:]] = OpTypeFloat 8 Float8E5M2EXT
; CHECK-DAG: %[[#I8V:]] = OpTypeVector %[[#I8]] 4
; CHECK-DAG: %[[#E4V:]] = OpTypeVector %[[#E4]] 4
; CHECK-DAG: %[[#HALFV:]] = OpTypeVector %[[#HALF]] 4

; CHECK: %[[#]] = OpFunction %[[#HALF]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK: %[[#F:]] = OpBitcast %[[#E4]] %[[#X]]
; CHECK-NEXT: %[[#R:]] = OpFConvert %[[#HALF]] %[[#F]]
; CHECK-NEXT: OpReturnValue %[[#R]]

; CHECK: %[[#]] = OpFunction %[[#I8]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#HALF]]
; CHECK: %[[#RTZ]] = OpFConvert %[[#E5]] %[[#X]]
; CHECK-NEXT: %[[#R:]] = OpBitcast %[[#I8]] %[[#RTZ]]
; CHECK-NEXT: OpReturnValue %[[#R]]

; CHECK: %[[#]] = OpFunction %[[#I8]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#DBL]]
; CHECK: %[[#RTE]] = OpFConvert %[[#E4]] %[[#X]]
; CHECK-NEXT: %[[#R:]] = OpBitcast %[[#I8]] %[[#RTE]]

; CHECK: %[[#]] = OpFunction %[[#I8]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#C:]] = OpConvertSToF %[[#E4]] %[[#X]]
; CHECK-NEXT: %[[#R:]] = OpBitcast %[[#I8]] %[[#C]]

; CHECK: %[[#]] = OpFunction %[[#I64]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK: %[[#F:]] = OpBitcast %[[#E5]] %[[#X]]
; CHECK-NEXT: %[[#R:]] = OpConvertFToU %[[#I64]] %[[#F]]

; CHECK: %[[#]] = OpFunction %[[#I8]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#C:]] = OpConvertUToF %[[#E5]] %[[#X]]

; CHECK: %[[#]] = OpFunction %[[#I32]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK: %[[#F:]] = OpBitcast %[[#E4]] %[[#X]]
; CHECK-NEXT: %[[#R:]] = OpConvertFToS %[[#I32]] %[[#F]]

; CHECK: %[[#]] = OpFunction %[[#HALFV]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I8V]]
; CHECK: %[[#F:]] = OpBitcast %[[#E4V]] %[[#X]]
; CHECK-NEXT: %[[#R:]] = OpFConvert %[[#HALFV]] %[[#F]]

;; from one encoding to the other
; CHECK: %[[#]] = OpFunction %[[#I8]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK: %[[#F:]] = OpBitcast %[[#E4]] %[[#X]]
; CHECK-NEXT: %[[#C:]] = OpFConvert %[[#E5]] %[[#F]]
; CHECK-NEXT: %[[#R:]] = OpBitcast %[[#I8]] %[[#C]]

target triple = "spirv64-unknown-unknown"

declare half @llvm.arbitrary.fp.convert.f16.i8(i8, metadata, metadata, metadata, i32)
declare i8 @llvm.arbitrary.fp.convert.i8.f16(half, metadata, metadata, metadata, i32)
declare i8 @llvm.arbitrary.fp.convert.i8.f64(double, metadata, metadata, metadata)
declare i8 @llvm.arbitrary.fp.convert.i8.i32(i32, metadata, metadata, metadata)
declare i64 @llvm.arbitrary.fp.convert.i64.i8(i8, metadata, metadata, metadata)
declare i32 @llvm.arbitrary.fp.convert.i32.i8(i8, metadata, metadata, metadata, i32)
declare <4 x half> @llvm.arbitrary.fp.convert.v4f16.v4i8(<4 x i8>, metadata, metadata, metadata, i32)
declare i8 @llvm.arbitrary.fp.convert.i8.i8(i8, metadata, metadata, metadata, i32)

define spir_func half @from_e4m3(i8 %x) {
  %r = call half @llvm.arbitrary.fp.convert.f16.i8(i8 %x, metadata !"none", metadata !"spv.E4M3EXT", metadata !"none", i32 0)
  ret half %r
}

define spir_func i8 @to_e5m2_sat(half %x) {
  %r = call i8 @llvm.arbitrary.fp.convert.i8.f16(half %x, metadata !"spv.E5M2EXT", metadata !"none", metadata !"round.towardzero", i32 1)
  ret i8 %r
}

define spir_func i8 @double_to_e4m3(double %x) {
  %r = call i8 @llvm.arbitrary.fp.convert.i8.f64(double %x, metadata !"Float8E4M3", metadata !"none", metadata !"round.tonearest")
  ret i8 %r
}

define spir_func i8 @signed_to_e4m3(i32 %x) {
  %r = call i8 @llvm.arbitrary.fp.convert.i8.i32(i32 %x, metadata !"Float8E4M3", metadata !"signed", metadata !"none")
  ret i8 %r
}

define spir_func i64 @e5m2_to_unsigned(i8 %x) {
  %r = call i64 @llvm.arbitrary.fp.convert.i64.i8(i8 %x, metadata !"unsigned", metadata !"Float8E5M2", metadata !"none")
  ret i64 %r
}

define spir_func i8 @unsigned_to_e5m2(i32 %x) {
  %r = call i8 @llvm.arbitrary.fp.convert.i8.i32(i32 %x, metadata !"spv.E5M2EXT", metadata !"unsigned", metadata !"none")
  ret i8 %r
}

define spir_func i32 @e4m3_to_signed(i8 %x) {
  %r = call i32 @llvm.arbitrary.fp.convert.i32.i8(i8 %x, metadata !"signed", metadata !"spv.E4M3EXT", metadata !"none", i32 0)
  ret i32 %r
}

define spir_func <4 x half> @vector(<4 x i8> %x) {
  %r = call <4 x half> @llvm.arbitrary.fp.convert.v4f16.v4i8(<4 x i8> %x, metadata !"none", metadata !"spv.E4M3EXT", metadata !"none", i32 0)
  ret <4 x half> %r
}

define spir_func i8 @e4m3_to_e5m2(i8 %x) {
  %r = call i8 @llvm.arbitrary.fp.convert.i8.i8(i8 %x, metadata !"spv.E5M2EXT", metadata !"spv.E4M3EXT", metadata !"none", i32 0)
  ret i8 %r
}

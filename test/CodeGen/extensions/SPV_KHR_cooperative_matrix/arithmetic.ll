;; Arithmetic and conversions on whole matrices, which the extension allows
;; for the instructions it lists (OpFAdd, OpIAdd, OpFNegate, OpFDiv,
;; OpMatrixTimesScalar, the conversions ...): their __spirv_ call forms, here
;; in the translator's mangled spellings, where a conversion's name carries its
;; result type (_R<matrix type>) and a rounding mode (_rte) or _sat that
;; become decorations. OpMatrixTimesScalar declares Matrix. The Length of a
;; matrix given a 64-bit result is the 32-bit length widened.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability Matrix
; CHECK-DAG: OpCapability CooperativeMatrixKHR
; CHECK-DAG: OpDecorate %[[#STOF:]] FPRoundingMode RTE
; CHECK-DAG: OpDecorate %[[#SAT:]] SaturatedConversion
; CHECK-DAG: %[[#U8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#U32]] 0{{$}}
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#U32]] 1{{$}}
; CHECK-DAG: %[[#C2:]] = OpConstant %[[#U32]] 2{{$}}
; CHECK-DAG: %[[#C3:]] = OpConstant %[[#U32]] 3{{$}}
; CHECK-DAG: %[[#C12:]] = OpConstant %[[#U32]] 12{{$}}
; CHECK-DAG: %[[#C48:]] = OpConstant %[[#U32]] 48{{$}}
; CHECK-DAG: %[[#MA:]] = OpTypeCooperativeMatrixKHR %[[#U8]] %[[#C3]] %[[#C12]] %[[#C48]] %[[#C0]]
; CHECK-DAG: %[[#MB:]] = OpTypeCooperativeMatrixKHR %[[#U8]] %[[#C3]] %[[#C48]] %[[#C12]] %[[#C1]]
; CHECK-DAG: %[[#MI:]] = OpTypeCooperativeMatrixKHR %[[#U32]] %[[#C3]] %[[#C12]] %[[#C12]] %[[#C2]]
; CHECK-DAG: %[[#MF:]] = OpTypeCooperativeMatrixKHR %[[#F32]] %[[#C3]] %[[#C12]] %[[#C12]] %[[#C2]]
; CHECK-DAG: %[[#MH:]] = OpTypeCooperativeMatrixKHR %[[#F16]] %[[#C3]] %[[#C12]] %[[#C12]] %[[#C2]]
; CHECK-DAG: %[[#M8:]] = OpTypeCooperativeMatrixKHR %[[#U8]] %[[#C3]] %[[#C12]] %[[#C12]] %[[#C2]]
; CHECK: %[[#S:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#Z:]] = OpCompositeConstruct %[[#MI]]
; CHECK-NEXT: %[[#A:]] = OpCooperativeMatrixLoadKHR %[[#MA]]
; CHECK-NEXT: %[[#B:]] = OpCooperativeMatrixLoadKHR %[[#MB]]
; CHECK-NEXT: %[[#R:]] = OpCooperativeMatrixMulAddKHR %[[#MI]] %[[#A]] %[[#B]] %[[#Z]] MatrixASignedComponentsKHR|MatrixBSignedComponentsKHR
; CHECK-NEXT: %[[#R2:]] = OpIAdd %[[#MI]] %[[#R]] %[[#R]]
; CHECK-NEXT: %[[#STOF]] = OpConvertSToF %[[#MF]] %[[#R2]]
; CHECK-NEXT: %[[#NEG:]] = OpFNegate %[[#MF]] %[[#STOF]]
; CHECK-NEXT: %[[#SC:]] = OpMatrixTimesScalar %[[#MF]] %[[#NEG]] %[[#S]]
; CHECK-NEXT: %[[#DIV:]] = OpFDiv %[[#MF]] %[[#SC]] %[[#STOF]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#MH]] %[[#DIV]]
; CHECK-NEXT: %[[#FTOS:]] = OpConvertFToS %[[#MI]] %[[#DIV]]
; CHECK-NEXT: %[[#SAT]] = OpUConvert %[[#M8]] %[[#FTOS]]
; CHECK-NEXT: %[[#LEN:]] = OpCooperativeMatrixLengthKHR %[[#U32]] %[[#MI]]
; CHECK-NEXT: %[[#LEN64:]] = OpUConvert %[[#U64]] %[[#LEN]]
; CHECK-NEXT: OpCooperativeMatrixStoreKHR %[[#]] %[[#FTOS]] %[[#]] %[[#LEN64]]

target triple = "spirv64-unknown-unknown"

%A = type target("spirv.CooperativeMatrixKHR", i8, 3, 12, 48, 0)
%B = type target("spirv.CooperativeMatrixKHR", i8, 3, 48, 12, 1)
%C = type target("spirv.CooperativeMatrixKHR", i32, 3, 12, 12, 2)
%F = type target("spirv.CooperativeMatrixKHR", float, 3, 12, 12, 2)
%H = type target("spirv.CooperativeMatrixKHR", half, 3, 12, 12, 2)
%C8 = type target("spirv.CooperativeMatrixKHR", i8, 3, 12, 12, 2)

define spir_kernel void @k(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pc, i64 %n, float %s) {
  %ga = addrspacecast ptr addrspace(1) %pa to ptr addrspace(4)
  %gb = addrspacecast ptr addrspace(1) %pb to ptr addrspace(4)
  %gc = addrspacecast ptr addrspace(1) %pc to ptr addrspace(4)
  %z = call spir_func %C @_Z26__spirv_CompositeConstructi(i32 0)
  %a = call spir_func %A @_Z86__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_48_0PU3AS4cil(ptr addrspace(4) %ga, i32 0, i64 %n)
  %b = call spir_func %B @_Z86__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__char_3_48_12_1PU3AS4cil(ptr addrspace(4) %gb, i32 0, i64 %n)
  %r = call spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_48_0PU3AS144__spirv_CooperativeMatrixKHR__char_3_48_12_1PU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2i(%A %a, %B %b, %C %z, i32 3)
  %r2 = call spir_func %C @_Z12__spirv_IAdd(%C %r, %C %r)
  %f = call spir_func %F @_Z78__spirv_ConvertSToF_RPU3AS144__spirv_CooperativeMatrixKHR__float_3_12_12_2_rtePU3AS145__spirv_CooperativeMatrixKHR__uint_3_12_12_2(%C %r2)
  %neg = call spir_func %F @_Z15__spirv_FNegate(%F %f)
  %sc = call spir_func %F @_Z25__spirv_MatrixTimesScalar(%F %neg, float %s)
  %div = call spir_func %F @_Z12__spirv_FDiv(%F %sc, %F %f)
  %h = call spir_func %H @_Z75__spirv_FConvert_RPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2PU3AS145__spirv_CooperativeMatrixKHR__float_3_12_12_2(%F %div)
  %i = call spir_func %C @_Z73__spirv_ConvertFToS_RPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2PU3AS145__spirv_CooperativeMatrixKHR__float_3_12_12_2(%F %div)
  %u8 = call spir_func %C8 @_Z74__spirv_UConvert_RPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2_satPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2(%C %i)
  %len = call spir_func i64 @_Z34__spirv_CooperativeMatrixLengthKHR(%C %i)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS4iPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2il(ptr addrspace(4) %gc, %C %i, i32 0, i64 %len)
  ret void
}

declare spir_func %C @_Z26__spirv_CompositeConstructi(i32)
declare spir_func %A @_Z86__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_48_0PU3AS4cil(ptr addrspace(4), i32, i64)
declare spir_func %B @_Z86__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__char_3_48_12_1PU3AS4cil(ptr addrspace(4), i32, i64)
declare spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHRPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_48_0PU3AS144__spirv_CooperativeMatrixKHR__char_3_48_12_1PU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2i(%A, %B, %C, i32)
declare spir_func %C @_Z12__spirv_IAdd(%C, %C)
declare spir_func %F @_Z78__spirv_ConvertSToF_RPU3AS144__spirv_CooperativeMatrixKHR__float_3_12_12_2_rtePU3AS145__spirv_CooperativeMatrixKHR__uint_3_12_12_2(%C)
declare spir_func %F @_Z15__spirv_FNegate(%F)
declare spir_func %F @_Z25__spirv_MatrixTimesScalar(%F, float)
declare spir_func %F @_Z12__spirv_FDiv(%F, %F)
declare spir_func %H @_Z75__spirv_FConvert_RPU3AS144__spirv_CooperativeMatrixKHR__half_3_12_12_2PU3AS145__spirv_CooperativeMatrixKHR__float_3_12_12_2(%F)
declare spir_func %C @_Z73__spirv_ConvertFToS_RPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2PU3AS145__spirv_CooperativeMatrixKHR__float_3_12_12_2(%F)
declare spir_func %C8 @_Z74__spirv_UConvert_RPU3AS144__spirv_CooperativeMatrixKHR__char_3_12_12_2_satPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2(%C)
declare spir_func i64 @_Z34__spirv_CooperativeMatrixLengthKHR(%C)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS4iPU3AS144__spirv_CooperativeMatrixKHR__uint_3_12_12_2il(ptr addrspace(4), %C, i32, i64)

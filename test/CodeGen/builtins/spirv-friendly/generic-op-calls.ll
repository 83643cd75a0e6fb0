;; __spirv_<OpName> calls for instructions without a table row, mangled with
;; their operand types: the operands come from the arguments by the grammar
;; (ids, or literals from constant arguments: the Scope and GroupOperation of
;; OpGroupIAdd, OpCompositeExtract's index), the result type from the call,
;; _R<type> postfixes aside.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=NOIMPORT

;; none of the calls is left as an imported function
; NOIMPORT-NOT: LinkageAttributes

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V4F]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#V4F]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#D:]] = OpDot %[[#F32]] %[[#A]] %[[#B]]
; CHECK: %[[#N:]] = OpIsNan %[[#V4B]] %[[#A]]
; CHECK-NEXT: %[[#ANY:]] = OpAny %[[#BOOL]] %[[#N]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I32]] %[[#ANY]] %[[#X]] %[[#]]
; CHECK: %[[#]] = OpBitCount %[[#I32]] %[[#X]]
; CHECK: %[[#]] = OpFOrdLessThan %[[#BOOL]] %[[#D]] %[[#]]
; CHECK: %[[#]] = OpVectorTimesScalar %[[#V4F]] %[[#A]] %[[#D]]
; CHECK: %[[#]] = OpFMod %[[#F32]] %[[#D]] %[[#]]
; CHECK: %[[#]] = OpConvertPtrToU %[[#I64]] %[[#]]
; CHECK: %[[#]] = OpImageQuerySizeLod %[[#V2I]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpGroupIAdd %[[#I32]] %[[#]] Reduce %[[#X]]
; CHECK: %[[#]] = OpGroupNonUniformBallot %[[#V4I]] %[[#]] %[[#]]
; CHECK: OpControlBarrier %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpSNegate %[[#I32]] %[[#X]]
; CHECK: %[[#]] = OpNot %[[#I32]] %[[#X]]
; CHECK: %[[#]] = OpShiftLeftLogical %[[#I32]] %[[#X]] %[[#]]
; CHECK: %[[#]] = OpCompositeExtract %[[#F32]] %[[#A]] 2

target triple = "spir64-unknown-unknown"
define spir_kernel void @k(<4 x float> %a, <4 x float> %b, i32 %x, ptr addrspace(1) %o, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img) {
entry:
  %d = call spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float> %a, <4 x float> %b)
  store float %d, ptr addrspace(1) %o
  %n = call spir_func <4 x i1> @_Z13__spirv_IsNanDv4_f(<4 x float> %a)
  %any = call spir_func i1 @_Z11__spirv_AnyDv4_b(<4 x i1> %n)
  %sel = call spir_func i32 @_Z14__spirv_Selectbii(i1 %any, i32 %x, i32 7)
  store i32 %sel, ptr addrspace(1) %o
  %bc = call spir_func i32 @_Z16__spirv_BitCounti(i32 %x)
  store i32 %bc, ptr addrspace(1) %o
  %lt = call spir_func i1 @_Z20__spirv_FOrdLessThanff(float %d, float 1.0)
  %z = zext i1 %lt to i32
  store i32 %z, ptr addrspace(1) %o
  %vs = call spir_func <4 x float> @_Z25__spirv_VectorTimesScalarDv4_ff(<4 x float> %a, float %d)
  store <4 x float> %vs, ptr addrspace(1) %o
  %fm = call spir_func float @_Z12__spirv_FModff(float %d, float 2.0)
  store float %fm, ptr addrspace(1) %o
  %p = call spir_func i64 @_Z21__spirv_ConvertPtrToUPU3AS1c(ptr addrspace(1) %o)
  store i64 %p, ptr addrspace(1) %o
  %qs = call spir_func <2 x i32> @_Z32__spirv_ImageQuerySizeLod_Ruint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 0)
  store <2 x i32> %qs, ptr addrspace(1) %o
  %ga = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 %x)
  store i32 %ga, ptr addrspace(1) %o
  %bl = call spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32 3, i1 %lt)
  store <4 x i32> %bl, ptr addrspace(1) %o
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 272)
  %sn = call spir_func i32 @_Z15__spirv_SNegatei(i32 %x)
  store i32 %sn, ptr addrspace(1) %o
  %nt = call spir_func i32 @_Z11__spirv_Noti(i32 %x)
  store i32 %nt, ptr addrspace(1) %o
  %sh = call spir_func i32 @_Z24__spirv_ShiftLeftLogicalii(i32 %x, i32 3)
  store i32 %sh, ptr addrspace(1) %o
  %ext = call spir_func float @_Z24__spirv_CompositeExtractDv4_fi(<4 x float> %a, i32 2)
  store float %ext, ptr addrspace(1) %o
  ret void
}
declare spir_func float @_Z11__spirv_DotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func <4 x i1> @_Z13__spirv_IsNanDv4_f(<4 x float>)
declare spir_func i1 @_Z11__spirv_AnyDv4_b(<4 x i1>)
declare spir_func i32 @_Z14__spirv_Selectbii(i1, i32, i32)
declare spir_func i32 @_Z16__spirv_BitCounti(i32)
declare spir_func i1 @_Z20__spirv_FOrdLessThanff(float, float)
declare spir_func <4 x float> @_Z25__spirv_VectorTimesScalarDv4_ff(<4 x float>, float)
declare spir_func float @_Z12__spirv_FModff(float, float)
declare spir_func i64 @_Z21__spirv_ConvertPtrToUPU3AS1c(ptr addrspace(1))
declare spir_func <2 x i32> @_Z32__spirv_ImageQuerySizeLod_Ruint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32)
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)
declare spir_func <4 x i32> @_Z29__spirv_GroupNonUniformBallotib(i32, i1)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare spir_func i32 @_Z15__spirv_SNegatei(i32)
declare spir_func i32 @_Z11__spirv_Noti(i32)
declare spir_func i32 @_Z24__spirv_ShiftLeftLogicalii(i32, i32)
declare spir_func float @_Z24__spirv_CompositeExtractDv4_fi(<4 x float>, i32)

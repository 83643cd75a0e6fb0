;; HLSL intrinsics from main's llvm.spv.* table in the Shader environment:
;; firstbituhigh/firstbitshigh/firstbitlow are GLSL.std.450 FindUMsb/FindSMsb/
;; FindILsb (32-bit lanes only, so narrower operands are extended first, with
;; the sign for FindSMsb); the open-coded frac, sign and refract take their
;; floor, sign and square root from GLSL.std.450 (not OpenCL.std); wave.ballot
;; (clang 22's name for WaveActiveBallot) is OpGroupNonUniformBallot.
; RUN: llc-spirv %s -o %t.spv
;; a library module links (Linkage), which only the universal environment allows
; RUN: spirv-val --target-env spv1.6 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
;; the same functions as helpers of a compute shader validate for Vulkan 1.3
; RUN: cat %s %S/Inputs/hlsl-intrinsics-glsl-entry.ll > %t.cs.ll
; RUN: llc-spirv -mtriple=spirv-unknown-vulkan1.3-compute %t.cs.ll -o %t.cs.spv
; RUN: spirv-val --target-env vulkan1.3 %t.cs.spv

; CHECK-NOT: OpenCL.std
; CHECK-DAG: %[[#GLSL:]] = OpExtInstImport "GLSL.std.450"
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#V2U32:]] = OpTypeVector %[[#U32]] 2
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4F32:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V4U32:]] = OpTypeVector %[[#U32]] 4
; CHECK-DAG: %[[#SUBGROUP:]] = OpConstant %[[#U32]] 3

; CHECK: %[[#X:]] = OpFunctionParameter %[[#U32]]
; CHECK-NEXT: %[[#H:]] = OpFunctionParameter %[[#U16]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpExtInst %[[#U32]] %[[#GLSL]] FindUMsb %[[#X]]
; CHECK-NEXT: OpExtInst %[[#U32]] %[[#GLSL]] FindSMsb %[[#X]]
; CHECK-NEXT: OpExtInst %[[#U32]] %[[#GLSL]] FindILsb %[[#X]]
; CHECK-NEXT: %[[#HX:]] = OpSConvert %[[#U32]] %[[#H]]
; CHECK-NEXT: OpExtInst %[[#U32]] %[[#GLSL]] FindSMsb %[[#HX]]
; CHECK-NEXT: %[[#VX:]] = OpUConvert %[[#V2U32]] %[[#]]
; CHECK-NEXT: OpExtInst %[[#V2U32]] %[[#GLSL]] FindUMsb %[[#VX]]

; CHECK: %[[#V:]] = OpFunctionParameter %[[#V4F32]]
; CHECK: OpLabel
; CHECK-NEXT: %[[#FL:]] = OpExtInst %[[#V4F32]] %[[#GLSL]] Floor %[[#V]]
; CHECK-NEXT: OpFSub %[[#V4F32]] %[[#V]] %[[#FL]]
; CHECK-NEXT: %[[#SG:]] = OpExtInst %[[#V4F32]] %[[#GLSL]] FSign %[[#V]]
; CHECK-NEXT: OpConvertFToS %[[#V4U32]] %[[#SG]]
; CHECK: OpExtInst %[[#F32]] %[[#GLSL]] Sqrt %[[#]]

; CHECK: %[[#P:]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#B:]] = OpGroupNonUniformBallot %[[#V4U32]] %[[#SUBGROUP]] %[[#P]]
; CHECK-NEXT: OpReturnValue %[[#B]]

target triple = "spirv-unknown-vulkan1.3-library"

define i32 @bits(i32 %x, i16 %h) {
  %a = call i32 @llvm.spv.firstbituhigh.i32(i32 %x)
  %b = call i32 @llvm.spv.firstbitshigh.i32(i32 %x)
  %c = call i32 @llvm.spv.firstbitlow.i32(i32 %x)
  %d = call i32 @llvm.spv.firstbitshigh.i16(i16 %h)
  %e = call <2 x i32> @llvm.spv.firstbituhigh.v2i16(<2 x i16> <i16 1, i16 2>)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %e0 = extractelement <2 x i32> %e, i32 1
  %s4 = add i32 %s3, %e0
  ret i32 %s4
}

define <4 x float> @math(<4 x float> %x, <3 x float> %i, <3 x float> %n, float %eta) {
  %f = call <4 x float> @llvm.spv.frac.v4f32(<4 x float> %x)
  %s = call <4 x i32> @llvm.spv.sign.v4f32(<4 x float> %x)
  %sf = sitofp <4 x i32> %s to <4 x float>
  %r = call <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float> %i, <3 x float> %n, float %eta)
  %r0 = extractelement <3 x float> %r, i32 0
  %v = fadd <4 x float> %f, %sf
  %w = insertelement <4 x float> %v, float %r0, i32 3
  ret <4 x float> %w
}

define <4 x i32> @vote(i1 %p) {
  %b = call <4 x i32> @llvm.spv.wave.ballot(i1 %p)
  ret <4 x i32> %b
}

declare i32 @llvm.spv.firstbituhigh.i32(i32)
declare i32 @llvm.spv.firstbitshigh.i32(i32)
declare i32 @llvm.spv.firstbitlow.i32(i32)
declare i32 @llvm.spv.firstbitshigh.i16(i16)
declare <2 x i32> @llvm.spv.firstbituhigh.v2i16(<2 x i16>)
declare <4 x float> @llvm.spv.frac.v4f32(<4 x float>)
declare <4 x i32> @llvm.spv.sign.v4f32(<4 x float>)
declare <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float>, <3 x float>, float)
declare <4 x i32> @llvm.spv.wave.ballot(i1)

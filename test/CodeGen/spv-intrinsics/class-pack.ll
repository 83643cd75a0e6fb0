;; isinf/isnan/isfinite/isnormal: the core class tests. packhalf2x16 converts
;; to half2 (rounding to nearest even) and bitcasts to i32, unpackhalf2x16 the
;; reverse; pack.u8/s8 put the low bytes of four lanes into one i32, the
;; clamping forms clamp each lane to 0..255 or -128..127 first.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpDecorate %[[#TOH:]] FPRoundingMode RTE
; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F2:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#H2:]] = OpTypeVector %[[#H]] 2
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#LO:]] = OpConstant %[[#I]] 4294967168
; CHECK-DAG: %[[#HI:]] = OpConstant %[[#I]] 127
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#F2]]
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter
; CHECK: %[[#]] = OpIsInf %[[#B]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpIsNan %[[#B]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpIsFinite %[[#B]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpIsNormal %[[#B]] %[[#X]]
; CHECK-NEXT: %[[#TOH]] = OpFConvert %[[#H2]] %[[#V]]
; CHECK-NEXT: %[[#P:]] = OpBitcast %[[#I]] %[[#TOH]]
; CHECK-NEXT: %[[#HB:]] = OpBitcast %[[#H2]] %[[#P]]
; CHECK-NEXT: %[[#]] = OpFConvert %[[#F2]] %[[#HB]]
; CHECK-NEXT: %[[#W0:]] = OpCompositeExtract %[[#I]] %[[#W]] 0
; CHECK-NEXT: %[[#C0:]] = OpExtInst %[[#I]] %[[#EXT]] s_clamp %[[#W0]] %[[#LO]] %[[#HI]]
; CHECK-NEXT: %[[#]] = OpBitwiseAnd %[[#I]] %[[#C0]]

define spir_func void @f(float %x, <2 x float> %v, <4 x i32> %w, ptr addrspace(1) %p) {
  %a = call i1 @llvm.spv.isinf.f32(float %x)
  %b = call i1 @llvm.spv.isnan.f32(float %x)
  %c = call i1 @llvm.spv.isfinite.f32(float %x)
  %d = call i1 @llvm.spv.isnormal.f32(float %x)
  %h = call i32 @llvm.spv.packhalf2x16.v2f32(<2 x float> %v)
  %u = call <2 x float> @llvm.spv.unpackhalf2x16.v2f32(i32 %h)
  %k = call i32 @llvm.spv.pack.clamp.s8.v4i32(<4 x i32> %w)
  %m = call i32 @llvm.spv.pack.u8.v4i32(<4 x i32> %w)
  %ab = or i1 %a, %b
  %cd = and i1 %c, %d
  %e = xor i1 %ab, %cd
  %ex = zext i1 %e to i32
  %s1 = add i32 %k, %m
  %s2 = add i32 %s1, %ex
  store <2 x float> %u, ptr addrspace(1) %p
  store i32 %s2, ptr addrspace(1) %p
  ret void
}

declare i1 @llvm.spv.isinf.f32(float)
declare i1 @llvm.spv.isnan.f32(float)
declare i1 @llvm.spv.isfinite.f32(float)
declare i1 @llvm.spv.isnormal.f32(float)
declare i32 @llvm.spv.packhalf2x16.v2f32(<2 x float>)
declare <2 x float> @llvm.spv.unpackhalf2x16.v2f32(i32)
declare i32 @llvm.spv.pack.clamp.s8.v4i32(<4 x i32>)
declare i32 @llvm.spv.pack.u8.v4i32(<4 x i32>)

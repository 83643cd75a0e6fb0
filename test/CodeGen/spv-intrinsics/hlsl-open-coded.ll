;; HLSL math without an OpenCL.std instruction, open-coded: frac = x -
;; floor(x), saturate = fclamp(x, 0, 1), sign as i32 (OpenCL.std sign then a
;; conversion; integers by comparisons), faceforward = n times 1 or -1,
;; reflect = i - 2 dot(n, i) n, refract with the k < 0 case as a select.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#F]] 3
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#B3:]] = OpTypeVector %[[#B]] 3
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#F]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#F]] 1
; CHECK-DAG: %[[#MONE:]] = OpConstant %[[#F]] -1
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#F]] 2
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#V3]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V3]]
; CHECK-NEXT: %[[#K:]] = OpFunctionParameter %[[#I]]
; CHECK: %[[#FL:]] = OpExtInst %[[#F]] %[[#EXT]] floor %[[#X]]
; CHECK-NEXT: %[[#FR:]] = OpFSub %[[#F]] %[[#X]] %[[#FL]]
; CHECK-NEXT: %[[#SA:]] = OpExtInst %[[#F]] %[[#EXT]] fclamp %[[#FR]] %[[#ZERO]] %[[#ONE]]
; CHECK-NEXT: %[[#SG:]] = OpExtInst %[[#F]] %[[#EXT]] sign %[[#SA]]
; CHECK-NEXT: %[[#]] = OpConvertFToS %[[#I]] %[[#SG]]
; CHECK-NEXT: %[[#GT:]] = OpSGreaterThan %[[#B]] %[[#K]]
; CHECK-NEXT: %[[#LT:]] = OpSLessThan %[[#B]] %[[#K]]
; CHECK-NEXT: %[[#S1:]] = OpSelect %[[#I]] %[[#LT]]
; CHECK-NEXT: %[[#]] = OpSelect %[[#I]] %[[#GT]] %[[#]] %[[#S1]]
;; faceforward(n, v, n)
; CHECK-NEXT: %[[#D:]] = OpDot %[[#F]] %[[#N]] %[[#V]]
; CHECK-NEXT: %[[#NEG:]] = OpFOrdLessThan %[[#B]] %[[#D]] %[[#ZERO]]
; CHECK-NEXT: %[[#S:]] = OpSelect %[[#F]] %[[#NEG]] %[[#ONE]] %[[#MONE]]
; CHECK-NEXT: %[[#FF:]] = OpVectorTimesScalar %[[#V3]] %[[#N]] %[[#S]]
;; reflect(v, n)
; CHECK-NEXT: %[[#D2:]] = OpDot %[[#F]] %[[#N]] %[[#V]]
; CHECK-NEXT: %[[#T:]] = OpFMul %[[#F]] %[[#TWO]] %[[#D2]]
; CHECK-NEXT: %[[#TN:]] = OpVectorTimesScalar %[[#V3]] %[[#N]] %[[#T]]
; CHECK-NEXT: %[[#RF:]] = OpFSub %[[#V3]] %[[#V]] %[[#TN]]
;; refract(v, n, x): 0 where k < 0, the condition as wide as the vector
; CHECK: %[[#KN:]] = OpFOrdLessThan %[[#B]] %[[#]] %[[#ZERO]]
; CHECK: %[[#SQ:]] = OpExtInst %[[#F]] %[[#EXT]] sqrt
; CHECK: %[[#R:]] = OpFSub %[[#V3]]
; CHECK: %[[#C2:]] = OpCompositeInsert %[[#B3]] %[[#KN]] %[[#]] 2
; CHECK-NEXT: %[[#]] = OpSelect %[[#V3]] %[[#C2]] %[[#]] %[[#R]]

define spir_func void @f(float %x, <3 x float> %n, <3 x float> %v, i32 %k, ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %fr = call float @llvm.spv.frac.f32(float %x)
  %sa = call float @llvm.spv.saturate.f32(float %fr)
  %sf = call i32 @llvm.spv.sign.f32(float %sa)
  %si = call i32 @llvm.spv.sign.i32(i32 %k)
  %ff = call <3 x float> @llvm.spv.faceforward.v3f32(<3 x float> %n, <3 x float> %v, <3 x float> %n)
  %rf = call <3 x float> @llvm.spv.reflect.v3f32(<3 x float> %v, <3 x float> %n)
  %rr = call <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float> %rf, <3 x float> %ff, float %x)
  %s = add i32 %sf, %si
  store i32 %s, ptr addrspace(1) %q
  store <3 x float> %rr, ptr addrspace(1) %p
  ret void
}

declare float @llvm.spv.frac.f32(float)
declare float @llvm.spv.saturate.f32(float)
declare i32 @llvm.spv.sign.f32(float)
declare i32 @llvm.spv.sign.i32(i32)
declare <3 x float> @llvm.spv.faceforward.v3f32(<3 x float>, <3 x float>, <3 x float>)
declare <3 x float> @llvm.spv.reflect.v3f32(<3 x float>, <3 x float>)
declare <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float>, <3 x float>, float)

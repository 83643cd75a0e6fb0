;; The HLSL math intrinsics with an OpenCL.std instruction: cross, degrees,
;; radians, distance, length, normalize, lerp (mix), rsqrt, step, smoothstep,
;; sclamp/uclamp (s_clamp/u_clamp), nclamp (fclamp).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#F]] 3
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V3]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V3]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I]]
; CHECK: %[[#C:]] = OpExtInst %[[#V3]] %[[#EXT]] cross %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#D:]] = OpExtInst %[[#F]] %[[#EXT]] distance %[[#A]] %[[#C]]
; CHECK-NEXT: %[[#L:]] = OpExtInst %[[#F]] %[[#EXT]] length %[[#C]]
; CHECK-NEXT: %[[#NO:]] = OpExtInst %[[#V3]] %[[#EXT]] normalize %[[#C]]
; CHECK-NEXT: %[[#DG:]] = OpExtInst %[[#F]] %[[#EXT]] degrees %[[#X]]
; CHECK-NEXT: %[[#RD:]] = OpExtInst %[[#F]] %[[#EXT]] radians %[[#DG]]
; CHECK-NEXT: %[[#LE:]] = OpExtInst %[[#F]] %[[#EXT]] mix %[[#RD]] %[[#D]] %[[#L]]
; CHECK-NEXT: %[[#RS:]] = OpExtInst %[[#F]] %[[#EXT]] rsqrt %[[#LE]]
; CHECK-NEXT: %[[#ST:]] = OpExtInst %[[#F]] %[[#EXT]] step %[[#X]] %[[#RS]]
; CHECK-NEXT: %[[#SS:]] = OpExtInst %[[#F]] %[[#EXT]] smoothstep %[[#X]] %[[#RS]] %[[#ST]]
; CHECK-NEXT: %[[#NC:]] = OpExtInst %[[#F]] %[[#EXT]] fclamp %[[#SS]] %[[#X]] %[[#RS]]
; CHECK-NEXT: %[[#SC:]] = OpExtInst %[[#I]] %[[#EXT]] s_clamp %[[#N]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I]] %[[#EXT]] u_clamp %[[#SC]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpExtInst %[[#F]] %[[#EXT]] fmod %[[#NC]] %[[#X]]

define spir_func float @f(<3 x float> %a, <3 x float> %b, float %x, i32 %n, ptr addrspace(1) %p) {
  %c = call <3 x float> @llvm.spv.cross.v3f32(<3 x float> %a, <3 x float> %b)
  %d = call float @llvm.spv.distance.v3f32(<3 x float> %a, <3 x float> %c)
  %l = call float @llvm.spv.length.v3f32(<3 x float> %c)
  %no = call <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %c)
  %dg = call float @llvm.spv.degrees.f32(float %x)
  %rd = call float @llvm.spv.radians.f32(float %dg)
  %le = call float @llvm.spv.lerp.f32(float %rd, float %d, float %l)
  %rs = call float @llvm.spv.rsqrt.f32(float %le)
  %st = call float @llvm.spv.step.f32(float %x, float %rs)
  %ss = call float @llvm.spv.smoothstep.f32(float %x, float %rs, float %st)
  %nc = call float @llvm.spv.nclamp.f32(float %ss, float %x, float %rs)
  %sc = call i32 @llvm.spv.sclamp.i32(i32 %n, i32 -5, i32 5)
  %uc = call i32 @llvm.spv.uclamp.i32(i32 %sc, i32 1, i32 3)
  %fm = call float @llvm.spv.fmod.f32(float %nc, float %x)
  store <3 x float> %no, ptr addrspace(1) %p
  store i32 %uc, ptr addrspace(1) %p
  ret float %fm
}

declare <3 x float> @llvm.spv.cross.v3f32(<3 x float>, <3 x float>)
declare float @llvm.spv.distance.v3f32(<3 x float>, <3 x float>)
declare float @llvm.spv.length.v3f32(<3 x float>)
declare <3 x float> @llvm.spv.normalize.v3f32(<3 x float>)
declare float @llvm.spv.degrees.f32(float)
declare float @llvm.spv.radians.f32(float)
declare float @llvm.spv.lerp.f32(float, float, float)
declare float @llvm.spv.rsqrt.f32(float)
declare float @llvm.spv.step.f32(float, float)
declare float @llvm.spv.smoothstep.f32(float, float, float)
declare float @llvm.spv.nclamp.f32(float, float, float)
declare i32 @llvm.spv.sclamp.i32(i32, i32, i32)
declare i32 @llvm.spv.uclamp.i32(i32, i32, i32)
declare float @llvm.spv.fmod.f32(float, float)

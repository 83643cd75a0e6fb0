;; OpenCL overloads that mix a vector with scalars (mix(float4, float4, float),
;; clamp(int4, int, int), ldexp(float2, int)) splat the scalars: OpenCL.std
;; takes every operand with the result's type.
;; kernel void k(global float4 *o, float t, global int4 *q, int m, global float2 *r, int e) {
;;   o[0] = mix(o[1], o[2], t); q[0] = clamp(q[1], 1, m); r[0] = ldexp(r[1], e); }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I]] 4
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F]] 2
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I]] 2
; CHECK-DAG: %[[#UF:]] = OpUndef %[[#V4F]]
; CHECK: %[[#T1:]] = OpCompositeInsert %[[#V4F]] %[[#T:]] %[[#UF]] 0
; CHECK: %[[#T4:]] = OpCompositeInsert %[[#V4F]] %[[#T]] %[[#]] 3
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V4F]] %[[#SET]] mix %[[#]] %[[#]] %[[#T4]]
; CHECK: %[[#LO:]] = OpCompositeInsert %[[#V4I]] %[[#]] %[[#]] 3
; CHECK: %[[#HI:]] = OpCompositeInsert %[[#V4I]] %[[#]] %[[#]] 3
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V4I]] %[[#SET]] s_clamp %[[#]] %[[#LO]] %[[#HI]]
; CHECK: %[[#E:]] = OpCompositeInsert %[[#V2I]] %[[#]] %[[#]] 1
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V2F]] %[[#SET]] ldexp %[[#]] %[[#E]]

define spir_kernel void @k(ptr addrspace(1) %o, float %t, ptr addrspace(1) %q, i32 %m, ptr addrspace(1) %r, i32 %e) {
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %o, i64 1
  %a = load <4 x float>, ptr addrspace(1) %p1
  %p2 = getelementptr <4 x float>, ptr addrspace(1) %o, i64 2
  %b = load <4 x float>, ptr addrspace(1) %p2
  %x = call spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float> %a, <4 x float> %b, float %t)
  store <4 x float> %x, ptr addrspace(1) %o
  %q1 = getelementptr <4 x i32>, ptr addrspace(1) %q, i64 1
  %c = load <4 x i32>, ptr addrspace(1) %q1
  %y = call spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32> %c, i32 1, i32 %m)
  store <4 x i32> %y, ptr addrspace(1) %q
  %r1 = getelementptr <2 x float>, ptr addrspace(1) %r, i64 1
  %d = load <2 x float>, ptr addrspace(1) %r1
  %z = call spir_func <2 x float> @_Z5ldexpDv2_fi(<2 x float> %d, i32 %e)
  store <2 x float> %z, ptr addrspace(1) %r
  ret void
}

declare spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float>, <4 x float>, float)
declare spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32>, i32, i32)
declare spir_func <2 x float> @_Z5ldexpDv2_fi(<2 x float>, i32)

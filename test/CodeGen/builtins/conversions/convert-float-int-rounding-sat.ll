;; convert_int4_sat_rte and convert_uint_rtp of floats: OpConvertFToS/FToU with SaturatedConversion and FPRoundingMode decorations; plain convert_int is a bare OpConvertFToS.
;; OpenCL C (CL1.2):
;;   kernel void k(global float4 *f, global int4 *i, global uint *u, global int *j) {
;;     i[0] = convert_int4_sat_rte(f[0]);
;;     u[0] = convert_uint_rtp(f[1].x);
;;     j[0] = convert_int(f[1].y);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#A:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#A]] FPRoundingMode RTE
; CHECK-DAG: OpDecorate %[[#B:]] FPRoundingMode RTP
; CHECK-NOT: OpDecorate %[[#B]] SaturatedConversion
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK: %[[#A]] = OpConvertFToS %[[#V4I]] %[[#]]
; CHECK: %[[#B]] = OpConvertFToU %[[#I32]] %[[#]]
; CHECK: %[[#C:]] = OpConvertFToS %[[#I32]] %[[#]]
; CHECK-NOT: OpDecorate %[[#C]]

target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 16 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3) {
  %5 = load <4 x float>, ptr addrspace(1) %0, align 16
  %6 = tail call spir_func <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef %5)
  store <4 x i32> %6, ptr addrspace(1) %1, align 16
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  %8 = load float, ptr addrspace(1) %7, align 16
  %9 = tail call spir_func i32 @_Z16convert_uint_rtpf(float noundef %8)
  store i32 %9, ptr addrspace(1) %2, align 4
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 20
  %11 = load float, ptr addrspace(1) %10, align 4
  %12 = tail call spir_func i32 @_Z11convert_intf(float noundef %11)
  store i32 %12, ptr addrspace(1) %3, align 4
  ret void
}

declare spir_func <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef)

declare spir_func i32 @_Z16convert_uint_rtpf(float noundef)

declare spir_func i32 @_Z11convert_intf(float noundef)


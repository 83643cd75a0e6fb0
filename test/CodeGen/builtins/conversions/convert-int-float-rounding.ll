;; convert_float_rtz(int), convert_float4_rtn(ulong4), convert_double(float), convert_float_rtp(double) and convert_float(float): OpConvertSToF/UToF and OpFConvert with FPRoundingMode; the same-type convert is a copy.
;; OpenCL C (CL1.2):
;;   kernel void k(global int *a, global ulong4 *b, global float *f, global float4 *f4, global double *d) {
;;     f[0] = convert_float_rtz(a[0]);
;;     f4[0] = convert_float4_rtn(b[0]);
;;     d[0] = convert_double(f[1]);
;;     f[2] = convert_float_rtp(d[1]);
;;     f[3] = convert_float(f[4]);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#A:]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#B:]] FPRoundingMode RTN
; CHECK-DAG: OpDecorate %[[#D:]] FPRoundingMode RTP
; CHECK-NOT: FPRoundingMode
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK: %[[#A]] = OpConvertSToF %[[#F32]] %[[#]]
; CHECK: %[[#B]] = OpConvertUToF %[[#V4F]] %[[#]]
; CHECK: %[[#C:]] = OpFConvert %[[#F64]] %[[#]]
; CHECK: %[[#D]] = OpFConvert %[[#F32]] %[[#]]
; CHECK: %[[#X:]] = OpLoad %[[#F32]]
; CHECK-NOT: OpFConvert
; CHECK: OpStore %[[#]] %[[#X]]

target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 32 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, ptr addrspace(1) nocapture noundef align 8 %4) {
  %6 = load i32, ptr addrspace(1) %0, align 4
  %7 = tail call spir_func float @_Z17convert_float_rtzi(i32 noundef %6)
  store float %7, ptr addrspace(1) %2, align 4
  %8 = load <4 x i64>, ptr addrspace(1) %1, align 32
  %9 = tail call spir_func <4 x float> @_Z18convert_float4_rtnDv4_m(<4 x i64> noundef %8)
  store <4 x float> %9, ptr addrspace(1) %3, align 16
  %10 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %11 = load float, ptr addrspace(1) %10, align 4
  %12 = tail call spir_func double @_Z14convert_doublef(float noundef %11)
  store double %12, ptr addrspace(1) %4, align 8
  %13 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 8
  %14 = load double, ptr addrspace(1) %13, align 8
  %15 = tail call spir_func float @_Z17convert_float_rtpd(double noundef %14)
  %16 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  store float %15, ptr addrspace(1) %16, align 4
  %17 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = tail call spir_func float @_Z13convert_floatf(float noundef %18)
  %20 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 12
  store float %19, ptr addrspace(1) %20, align 4
  ret void
}

declare spir_func float @_Z17convert_float_rtzi(i32 noundef)

declare spir_func <4 x float> @_Z18convert_float4_rtnDv4_m(<4 x i64> noundef)

declare spir_func double @_Z14convert_doublef(float noundef)

declare spir_func float @_Z17convert_float_rtpd(double noundef)

declare spir_func float @_Z13convert_floatf(float noundef)


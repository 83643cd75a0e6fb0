;; Integer conversions: convert_uchar_sat(int) is OpSatConvertSToU, convert_int_sat(uint) OpSatConvertUToS, convert_short_sat(int) an OpSConvert with SaturatedConversion, convert_long(int) sign-extends, convert_ulong(uint) zero-extends, convert_uint(int) is a copy.
;; OpenCL C (CL1.2):
;;   kernel void k(global int *a, global uint *b, global uchar *c, global int *d, global short *e, global long *f, global ulong *g, global uint *h) {
;;     c[0] = convert_uchar_sat(a[0]);
;;     d[0] = convert_int_sat(b[0]);
;;     e[0] = convert_short_sat(a[1]);
;;     f[0] = convert_long(a[2]);
;;     g[0] = convert_ulong(b[1]);
;;     h[0] = convert_uint(a[3]);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#SAT:]] SaturatedConversion
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK: %[[#]] = OpSatConvertSToU %[[#I8]] %[[#]]
; CHECK: %[[#]] = OpSatConvertUToS %[[#I32]] %[[#]]
; CHECK: %[[#SAT]] = OpSConvert %[[#I16]] %[[#]]
; CHECK: %[[#]] = OpSConvert %[[#I64]] %[[#]]
; CHECK: %[[#]] = OpUConvert %[[#I64]] %[[#]]
; CHECK: %[[#X:]] = OpLoad %[[#I32]]
; CHECK-NEXT: OpStore %[[#]] %[[#X]]

target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 2 %4, ptr addrspace(1) nocapture noundef writeonly align 8 %5, ptr addrspace(1) nocapture noundef writeonly align 8 %6, ptr addrspace(1) nocapture noundef writeonly align 4 %7) {
  %9 = load i32, ptr addrspace(1) %0, align 4
  %10 = tail call spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef %9)
  store i8 %10, ptr addrspace(1) %2, align 1
  %11 = load i32, ptr addrspace(1) %1, align 4
  %12 = tail call spir_func i32 @_Z15convert_int_satj(i32 noundef %11)
  store i32 %12, ptr addrspace(1) %3, align 4
  %13 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = tail call spir_func signext i16 @_Z17convert_short_sati(i32 noundef %14)
  store i16 %15, ptr addrspace(1) %4, align 2
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = tail call spir_func i64 @_Z12convert_longi(i32 noundef %17)
  store i64 %18, ptr addrspace(1) %5, align 8
  %19 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = tail call spir_func i64 @_Z13convert_ulongj(i32 noundef %20)
  store i64 %21, ptr addrspace(1) %6, align 8
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = tail call spir_func i32 @_Z12convert_uinti(i32 noundef %23)
  store i32 %24, ptr addrspace(1) %7, align 4
  ret void
}

declare spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef)

declare spir_func i32 @_Z15convert_int_satj(i32 noundef)

declare spir_func signext i16 @_Z17convert_short_sati(i32 noundef)

declare spir_func i64 @_Z12convert_longi(i32 noundef)

declare spir_func i64 @_Z13convert_ulongj(i32 noundef)

declare spir_func i32 @_Z12convert_uinti(i32 noundef)


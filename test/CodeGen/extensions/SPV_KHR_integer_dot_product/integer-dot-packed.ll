; REQUIRES: llvm-spirv
;; dot_4x8packed_*: the integer dot products on packed uints with
;; PackedVectorFormat4x8Bit; us takes the signed second operand first.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global uint *a, global uint *ou, global int *os) { ou[0] = dot_4x8packed_uu_uint(a[0], a[1]); os[0] = dot_4x8packed_ss_int(a[0], a[1]); os[1] = dot_4x8packed_us_int(a[0], a[1]); os[2] = dot_4x8packed_su_int(a[0], a[1]); ou[1] = dot_acc_sat_4x8packed_uu_uint(a[0], a[1], a[2]); os[3] = dot_acc_sat_4x8packed_ss_int(a[0], a[1], os[4]); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_integer_dot_product %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_integer_dot_product %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability DotProductInput4x8BitPacked
; CHECK-DAG: OpExtension "SPV_KHR_integer_dot_product"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#]] = OpUDot %[[#I32]] %[[#]] %[[#]] PackedVectorFormat4x8Bit
; CHECK: %[[#]] = OpSDot %[[#I32]] %[[#]] %[[#]] PackedVectorFormat4x8Bit
; CHECK: %[[#]] = OpSUDot %[[#I32]] %[[#B:]] %[[#A:]] PackedVectorFormat4x8Bit
; CHECK: %[[#]] = OpSUDot %[[#I32]] %[[#]] %[[#]] PackedVectorFormat4x8Bit
; CHECK: %[[#]] = OpUDotAccSat %[[#I32]] %[[#]] %[[#]] %[[#]] PackedVectorFormat4x8Bit
; CHECK: %[[#]] = OpSDotAccSat %[[#I32]] %[[#]] %[[#]] %[[#]] PackedVectorFormat4x8Bit

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2) {
  %4 = load i32, ptr addrspace(1) %0, align 4
  %5 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %6 = load i32, ptr addrspace(1) %5, align 4
  %7 = tail call spir_func i32 @_Z21dot_4x8packed_uu_uintjj(i32 %4, i32 %6)
  store i32 %7, ptr addrspace(1) %1, align 4
  %8 = load i32, ptr addrspace(1) %0, align 4
  %9 = load i32, ptr addrspace(1) %5, align 4
  %10 = tail call spir_func i32 @_Z20dot_4x8packed_ss_intjj(i32 %8, i32 %9)
  store i32 %10, ptr addrspace(1) %2, align 4
  %11 = load i32, ptr addrspace(1) %0, align 4
  %12 = load i32, ptr addrspace(1) %5, align 4
  %13 = tail call spir_func i32 @_Z20dot_4x8packed_us_intjj(i32 %11, i32 %12)
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  store i32 %13, ptr addrspace(1) %14, align 4
  %15 = load i32, ptr addrspace(1) %0, align 4
  %16 = load i32, ptr addrspace(1) %5, align 4
  %17 = tail call spir_func i32 @_Z20dot_4x8packed_su_intjj(i32 %15, i32 %16)
  %18 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  store i32 %17, ptr addrspace(1) %18, align 4
  %19 = load i32, ptr addrspace(1) %0, align 4
  %20 = load i32, ptr addrspace(1) %5, align 4
  %21 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = tail call spir_func i32 @_Z29dot_acc_sat_4x8packed_uu_uintjjj(i32 %19, i32 %20, i32 %22)
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store i32 %23, ptr addrspace(1) %24, align 4
  %25 = load i32, ptr addrspace(1) %0, align 4
  %26 = load i32, ptr addrspace(1) %5, align 4
  %27 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16
  %28 = load i32, ptr addrspace(1) %27, align 4
  %29 = tail call spir_func i32 @_Z28dot_acc_sat_4x8packed_ss_intjji(i32 %25, i32 %26, i32 %28)
  %30 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 12
  store i32 %29, ptr addrspace(1) %30, align 4
  ret void
}

declare spir_func i32 @_Z21dot_4x8packed_uu_uintjj(i32, i32)

declare spir_func i32 @_Z20dot_4x8packed_ss_intjj(i32, i32)

declare spir_func i32 @_Z20dot_4x8packed_us_intjj(i32, i32)

declare spir_func i32 @_Z20dot_4x8packed_su_intjj(i32, i32)

declare spir_func i32 @_Z29dot_acc_sat_4x8packed_uu_uintjjj(i32, i32, i32)

declare spir_func i32 @_Z28dot_acc_sat_4x8packed_ss_intjji(i32, i32, i32)

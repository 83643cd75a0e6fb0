; REQUIRES: llvm-spirv
;; cl_khr_integer_dot_product on 8-bit vectors: UDot, SDot, SUDot with the signed
;; operand first, and the saturating accumulations (SPV_KHR_integer_dot_product).
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global uchar4 *u, global char4 *s, global uint *ou, global int *os) { ou[0] = dot(u[0], u[1]); os[0] = dot(s[0], s[1]); os[1] = dot(u[0], s[0]); os[2] = dot(s[1], u[1]); ou[1] = dot_acc_sat(u[0], u[1], ou[2]); os[3] = dot_acc_sat(s[0], s[1], os[4]); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_integer_dot_product %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_integer_dot_product %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK: ; Version: 1.0
; CHECK-DAG: OpCapability DotProductInput4x8Bit
; CHECK-DAG: OpCapability DotProduct
; CHECK-DAG: OpExtension "SPV_KHR_integer_dot_product"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#U0:]] = OpLoad %[[#]] %[[#UP:]] Aligned 4
; CHECK: %[[#]] = OpUDot %[[#I32]] %[[#U0]] %[[#]]
; CHECK: %[[#]] = OpSDot %[[#I32]] %[[#]] %[[#]]
; CHECK: %[[#U:]] = OpLoad %[[#]] %[[#UP]] Aligned 4
; CHECK-NEXT: %[[#S:]] = OpLoad %[[#]] %[[#]] Aligned 4
; CHECK-NEXT: %[[#]] = OpSUDot %[[#I32]] %[[#S]] %[[#U]]
; CHECK: %[[#]] = OpSUDot %[[#I32]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpUDotAccSat %[[#I32]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpSDotAccSat %[[#I32]] %[[#]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1, ptr addrspace(1) align 4 %2, ptr addrspace(1) align 4 %3) {
  %5 = load <4 x i8>, ptr addrspace(1) %0, align 4
  %6 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %7 = load <4 x i8>, ptr addrspace(1) %6, align 4
  %8 = tail call spir_func i32 @_Z3dotDv4_hS_(<4 x i8> %5, <4 x i8> %7)
  store i32 %8, ptr addrspace(1) %2, align 4
  %9 = load <4 x i8>, ptr addrspace(1) %1, align 4
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %11 = load <4 x i8>, ptr addrspace(1) %10, align 4
  %12 = tail call spir_func i32 @_Z3dotDv4_cS_(<4 x i8> %9, <4 x i8> %11)
  store i32 %12, ptr addrspace(1) %3, align 4
  %13 = load <4 x i8>, ptr addrspace(1) %0, align 4
  %14 = load <4 x i8>, ptr addrspace(1) %1, align 4
  %15 = tail call spir_func i32 @_Z3dotDv4_hDv4_c(<4 x i8> %13, <4 x i8> %14)
  %16 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 4
  store i32 %15, ptr addrspace(1) %16, align 4
  %17 = load <4 x i8>, ptr addrspace(1) %10, align 4
  %18 = load <4 x i8>, ptr addrspace(1) %6, align 4
  %19 = tail call spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8> %17, <4 x i8> %18)
  %20 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 8
  store i32 %19, ptr addrspace(1) %20, align 4
  %21 = load <4 x i8>, ptr addrspace(1) %0, align 4
  %22 = load <4 x i8>, ptr addrspace(1) %6, align 4
  %23 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  %24 = load i32, ptr addrspace(1) %23, align 4
  %25 = tail call spir_func i32 @_Z11dot_acc_satDv4_hS_j(<4 x i8> %21, <4 x i8> %22, i32 %24)
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  store i32 %25, ptr addrspace(1) %26, align 4
  %27 = load <4 x i8>, ptr addrspace(1) %1, align 4
  %28 = load <4 x i8>, ptr addrspace(1) %10, align 4
  %29 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 16
  %30 = load i32, ptr addrspace(1) %29, align 4
  %31 = tail call spir_func i32 @_Z11dot_acc_satDv4_cS_i(<4 x i8> %27, <4 x i8> %28, i32 %30)
  %32 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 12
  store i32 %31, ptr addrspace(1) %32, align 4
  ret void
}

declare spir_func i32 @_Z3dotDv4_hS_(<4 x i8>, <4 x i8>)

declare spir_func i32 @_Z3dotDv4_cS_(<4 x i8>, <4 x i8>)

declare spir_func i32 @_Z3dotDv4_hDv4_c(<4 x i8>, <4 x i8>)

declare spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8>, <4 x i8>)

declare spir_func i32 @_Z11dot_acc_satDv4_hS_j(<4 x i8>, <4 x i8>, i32)

declare spir_func i32 @_Z11dot_acc_satDv4_cS_i(<4 x i8>, <4 x i8>, i32)

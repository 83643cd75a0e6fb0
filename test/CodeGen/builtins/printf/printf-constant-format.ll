;; printf with a format string in constant memory: OpExtInst printf (OpenCL.std) on a pointer to uchar in UniformConstant; the float argument is a double; the result is an int.
;; OpenCL C (CL1.2):
;;   kernel void k(global int *a) {
;;     a[1] = printf("v=%d f=%f\n", a[0], 1.5f);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability Float64
; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#PC:]] = OpTypePointer UniformConstant %[[#I8]]
; CHECK-DAG: %[[#STR:]] = OpVariable %[[#]] UniformConstant
; CHECK-DAG: %[[#HALF:]] = OpConstant %[[#F64]] 1.5
; CHECK: %[[#FMT:]] = OpBitcast %[[#PC]] %[[#STR]]
; CHECK: %[[#R:]] = OpExtInst %[[#I32]] %[[#SET]] printf %[[#FMT]] %[[#]] %[[#HALF]]
; CHECK: OpStore %[[#]] %[[#R]]

target triple = "spirv64"

@.str = private unnamed_addr addrspace(2) constant [11 x i8] c"v=%d f=%f\0A\00", align 1

define spir_kernel void @k(ptr addrspace(1) nocapture noundef align 4 %0) {
  %2 = load i32, ptr addrspace(1) %0, align 4
  %3 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %2, double noundef 1.500000e+00)
  %4 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  store i32 %3, ptr addrspace(1) %4, align 4
  ret void
}

declare spir_func noundef i32 @printf(ptr addrspace(2) nocapture noundef readonly, ...)


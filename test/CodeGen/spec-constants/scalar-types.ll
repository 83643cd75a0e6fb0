;; __spirv_SpecConstant(i32 SpecId, T default) for every scalar type: bool
;; (OpSpecConstantTrue/False; SYCL passes the default as an i8), i8, i16, i32,
;; i64, half, float and double (OpSpecConstant with the default's bits), each
;; decorated with its SpecId. The constants are module-level, so their uses
;; in the body name them directly.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#T:]] SpecId 1
; CHECK-DAG: OpDecorate %[[#F:]] SpecId 2
; CHECK-DAG: OpDecorate %[[#C:]] SpecId 3
; CHECK-DAG: OpDecorate %[[#S:]] SpecId 4
; CHECK-DAG: OpDecorate %[[#I:]] SpecId 5
; CHECK-DAG: OpDecorate %[[#L:]] SpecId 6
; CHECK-DAG: OpDecorate %[[#H:]] SpecId 7
; CHECK-DAG: OpDecorate %[[#FL:]] SpecId 8
; CHECK-DAG: OpDecorate %[[#D:]] SpecId 4294967295
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#T]] = OpSpecConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#F]] = OpSpecConstantFalse %[[#BOOL]]
; CHECK-DAG: %[[#C]] = OpSpecConstant %[[#I8]] 253
; CHECK-DAG: %[[#S]] = OpSpecConstant %[[#I16]] 300
; CHECK-DAG: %[[#I]] = OpSpecConstant %[[#I32]] 70000
; CHECK-DAG: %[[#L]] = OpSpecConstant %[[#I64]] 81985529216486895
; CHECK-DAG: %[[#H]] = OpSpecConstant %[[#F16]] 0x1.8p+0
; CHECK-DAG: %[[#FL]] = OpSpecConstant %[[#F32]] -0.25
; CHECK-DAG: %[[#D]] = OpSpecConstant %[[#F64]] 2.5
; CHECK: OpFunction
; CHECK-NOT: OpSpecConstant
; CHECK: OpSelect %[[#I32]] %[[#T]]
; CHECK: OpSelect %[[#I32]] %[[#F]]
; CHECK: OpStore %[[#]] %[[#C]]
; CHECK: OpStore %[[#]] %[[#S]]
; CHECK: OpStore %[[#]] %[[#I]]
; CHECK: OpStore %[[#]] %[[#L]]
; CHECK: OpStore %[[#]] %[[#H]]
; CHECK: OpStore %[[#]] %[[#FL]]
; CHECK: OpStore %[[#]] %[[#D]]

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
entry:
  %t = call i1 @_Z20__spirv_SpecConstantia(i32 1, i8 1)
  %f = call i1 @_Z20__spirv_SpecConstantib(i32 2, i1 false)
  %a = select i1 %t, i32 %x, i32 1
  %b = select i1 %f, i32 %a, i32 2
  store i32 %b, ptr addrspace(1) %p
  %c = call i8 @_Z20__spirv_SpecConstantic(i32 3, i8 -3)
  store i8 %c, ptr addrspace(1) %p
  %s = call i16 @_Z20__spirv_SpecConstantis(i32 4, i16 300)
  store i16 %s, ptr addrspace(1) %p
  %i = call i32 @__spirv_SpecConstant(i32 5, i32 70000)
  store i32 %i, ptr addrspace(1) %p
  %l = call i64 @_Z20__spirv_SpecConstantix(i32 6, i64 81985529216486895)
  store i64 %l, ptr addrspace(1) %p
  %h = call half @_Z20__spirv_SpecConstantiDh(i32 7, half 1.5)
  store half %h, ptr addrspace(1) %p
  %fl = call float @_Z20__spirv_SpecConstantif(i32 8, float -0.25)
  store float %fl, ptr addrspace(1) %p
  %d = call double @_Z20__spirv_SpecConstantid(i32 -1, double 2.5)
  store double %d, ptr addrspace(1) %p
  ret void
}

declare i1 @_Z20__spirv_SpecConstantia(i32, i8)
declare i1 @_Z20__spirv_SpecConstantib(i32, i1)
declare i8 @_Z20__spirv_SpecConstantic(i32, i8)
declare i16 @_Z20__spirv_SpecConstantis(i32, i16)
declare i32 @__spirv_SpecConstant(i32, i32)
declare i64 @_Z20__spirv_SpecConstantix(i32, i64)
declare half @_Z20__spirv_SpecConstantiDh(i32, half)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare double @_Z20__spirv_SpecConstantid(i32, double)

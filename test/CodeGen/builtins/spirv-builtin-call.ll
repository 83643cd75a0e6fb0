;; The __spirv_BuiltIn* call form, mangled (_Z33__spirv_BuiltInGlobalInvocationIdi)
;; and plain (__spirv_BuiltInWorkgroupSize(i32), __spirv_BuiltInWorkDim()),
;; reads the same BuiltIn variables as the OpenCL C functions.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#GID:]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#LS:]] BuiltIn WorkgroupSize
; CHECK-DAG: OpDecorate %[[#WD:]] BuiltIn WorkDim
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK: %[[#A:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#A]] 1
; CHECK: %[[#B:]] = OpLoad %[[#V3]] %[[#LS]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#B]] 2
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#WD]]

define spir_kernel void @k(ptr addrspace(1) %out) {
  %g = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 1)
  %l = call spir_func i64 @__spirv_BuiltInWorkgroupSize(i32 2)
  %d = call spir_func i32 @__spirv_BuiltInWorkDim()
  %dz = zext i32 %d to i64
  %s = add i64 %g, %l
  %t = add i64 %s, %dz
  store i64 %t, ptr addrspace(1) %out
  ret void
}

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func i64 @__spirv_BuiltInWorkgroupSize(i32)
declare spir_func i32 @__spirv_BuiltInWorkDim()

;; get_work_dim (uint WorkDim), get_global_linear_id (size_t GlobalLinearId)
;; and get_local_linear_id (size_t LocalInvocationIndex) load scalar BuiltIns.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpDecorate %[[#WD:]] BuiltIn WorkDim
; CHECK-DAG: OpDecorate %[[#GL:]] BuiltIn GlobalLinearId
; CHECK-DAG: OpDecorate %[[#LL:]] BuiltIn LocalInvocationIndex
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#P32:]] = OpTypePointer Input %[[#I32]]
; CHECK-DAG: %[[#P64:]] = OpTypePointer Input %[[#I64]]
; CHECK-DAG: %[[#WD]] = OpVariable %[[#P32]] Input
; CHECK-DAG: %[[#GL]] = OpVariable %[[#P64]] Input
; CHECK-DAG: %[[#LL]] = OpVariable %[[#P64]] Input
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#WD]]
; CHECK: %[[#]] = OpLoad %[[#I64]] %[[#GL]]
; CHECK: %[[#]] = OpLoad %[[#I64]] %[[#LL]]

define spir_kernel void @k(ptr addrspace(1) %out) {
  %d = call spir_func i32 @_Z12get_work_dimv()
  %g = call spir_func i64 @_Z20get_global_linear_idv()
  %l = call spir_func i64 @_Z19get_local_linear_idv()
  %dz = zext i32 %d to i64
  %s = add i64 %g, %l
  %t = add i64 %s, %dz
  store i64 %t, ptr addrspace(1) %out
  ret void
}

declare spir_func i32 @_Z12get_work_dimv()
declare spir_func i64 @_Z20get_global_linear_idv()
declare spir_func i64 @_Z19get_local_linear_idv()

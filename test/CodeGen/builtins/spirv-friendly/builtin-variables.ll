;; The translator's builtin variables and calls: @__spirv_BuiltIn* globals in
;; any address space (its reader writes them in addrspace(7)), read whole or by
;; element, and the call forms with (_Z26__spirv_BuiltInWorkgroupIdi) and
;; without (_Z27__spirv_BuiltInSubgroupSizev) a dimension, including a
;; run-time dimension.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: OpDecorate %[[#WG:]] BuiltIn WorkgroupId
; CHECK-DAG: OpDecorate %[[#LIN:]] BuiltIn GlobalLinearId
; CHECK-DAG: OpDecorate %[[#SG:]] BuiltIn SubgroupSize
; CHECK-DAG: OpDecorate %[[#GID:]] BuiltIn GlobalInvocationId
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK: %[[#A:]] = OpLoad %[[#V3]] %[[#WG]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#A]] 0
; CHECK: %[[#]] = OpLoad %[[#I32]] %[[#SG]]
; CHECK: %[[#B:]] = OpLoad %[[#V3]] %[[#WG]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#B]] 1
; CHECK: %[[#]] = OpLoad %[[#I64]] %[[#LIN]]
; CHECK: %[[#C:]] = OpLoad %[[#V3]] %[[#GID]]
; CHECK: %[[#]] = OpVectorExtractDynamic %[[#I64]] %[[#C]] %[[#]]

@__spirv_BuiltInWorkgroupId = external addrspace(7) constant <3 x i64>
@__spirv_BuiltInGlobalLinearId = external addrspace(1) constant i64

define spir_kernel void @k(ptr addrspace(1) %o, i32 %dim) {
entry:
  %a = call spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 0)
  store i64 %a, ptr addrspace(1) %o
  %b = call spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev()
  %b64 = zext i32 %b to i64
  store i64 %b64, ptr addrspace(1) %o
  %c = load i64, ptr addrspace(7) getelementptr inbounds (<3 x i64>, ptr addrspace(7) @__spirv_BuiltInWorkgroupId, i64 0, i64 1)
  store i64 %c, ptr addrspace(1) %o
  %d = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalLinearId
  store i64 %d, ptr addrspace(1) %o
  %e = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 %dim)
  store i64 %e, ptr addrspace(1) %o
  ret void
}

declare spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32)
declare spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev()
declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)

;; clz, ctz, popcount and rotate have no signed/unsigned variants; upsample
;; picks s_upsample for a signed high half (char/short/int) and u_upsample
;; for an unsigned one.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] clz %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] ctz %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] popcount %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] rotate %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I64]] %[[#EXT]] s_upsample %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I64]] %[[#EXT]] u_upsample %[[#A]] %[[#B]]

define spir_func void @f(i32 %a, i32 %b, ptr addrspace(1) %p) {
  %1 = call spir_func i32 @_Z3clzi(i32 %a)
  %2 = call spir_func i32 @_Z3ctzj(i32 %a)
  %3 = call spir_func i32 @_Z8popcounti(i32 %b)
  %4 = call spir_func i32 @_Z6rotateii(i32 %a, i32 %b)
  %5 = call spir_func i64 @_Z8upsampleij(i32 %a, i32 %b)
  %6 = call spir_func i64 @_Z8upsamplejj(i32 %a, i32 %b)
  store i32 %1, ptr addrspace(1) %p
  store i32 %2, ptr addrspace(1) %p
  store i32 %3, ptr addrspace(1) %p
  store i32 %4, ptr addrspace(1) %p
  store i64 %5, ptr addrspace(1) %p
  store i64 %6, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z3clzi(i32)
declare spir_func i32 @_Z3ctzj(i32)
declare spir_func i32 @_Z8popcounti(i32)
declare spir_func i32 @_Z6rotateii(i32, i32)
declare spir_func i64 @_Z8upsampleij(i32, i32)
declare spir_func i64 @_Z8upsamplejj(i32, i32)

;; The translator's spelling of an extended instruction's postfixes: the first
;; starts with two underscores (__spirv_ocl_vloadn__Rfloat4,
;; __spirv_ocl_vload_half__Rfloat). These are the OpenCL.std instructions, not
;; external functions.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-NOT: OpFunctionCall
; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK: %[[#]] = OpExtInst %[[#V4F]] %[[#SET]] vloadn %[[#]] %[[#]] 4
; CHECK: %[[#]] = OpExtInst %[[#V2F]] %[[#SET]] vload_halfn %[[#]] %[[#]] 2
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#SET]] vload_half %[[#]] %[[#]]
; CHECK: %[[#]] = OpExtInst %[[#V4F]] %[[#SET]] vloada_halfn %[[#]] %[[#]] 4
; CHECK-NOT: OpFunctionCall

target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
entry:
  %a = call spir_func <4 x float> @_Z27__spirv_ocl_vloadn__Rfloat4mPU3AS1Kfi(i64 0, ptr addrspace(1) %p, i32 4)
  store <4 x float> %a, ptr addrspace(1) %o
  %b = call spir_func <2 x float> @_Z31__spirv_ocl_vload_halfn__Rfloat2mPU3AS1KDhi(i64 0, ptr addrspace(1) %p, i32 2)
  store <2 x float> %b, ptr addrspace(1) %o
  %c = call spir_func float @_Z30__spirv_ocl_vload_half__RfloatmPU3AS1KDh(i64 0, ptr addrspace(1) %p)
  store float %c, ptr addrspace(1) %o
  %d = call spir_func <4 x float> @__spirv_ocl_vloada_halfn__Rfloat4(i64 0, ptr addrspace(1) %p, i32 4)
  store <4 x float> %d, ptr addrspace(1) %o
  ret void
}
declare spir_func <4 x float> @_Z27__spirv_ocl_vloadn__Rfloat4mPU3AS1Kfi(i64, ptr addrspace(1), i32)
declare spir_func <2 x float> @_Z31__spirv_ocl_vload_halfn__Rfloat2mPU3AS1KDhi(i64, ptr addrspace(1), i32)
declare spir_func float @_Z30__spirv_ocl_vload_half__RfloatmPU3AS1KDh(i64, ptr addrspace(1))
declare spir_func <4 x float> @__spirv_ocl_vloada_halfn__Rfloat4(i64, ptr addrspace(1), i32)

;; The __spirv_ocl_* forms of vloadn, vload_halfn and vstore_half_r (as the
;; Khronos translator names them): n and the rounding mode become literals;
;; without the n argument, n is the result's width.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK: %[[#]] = OpExtInst %[[#V4F]] %[[#SET]] vloadn %[[#]] %[[#]] 4
; CHECK: %[[#]] = OpExtInst %[[#V2F]] %[[#SET]] vload_halfn %[[#]] %[[#]] 2
; CHECK: %[[#]] = OpExtInst %[[#]] %[[#SET]] vstore_half_r %[[#]] %[[#]] %[[#]] RTP

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %h, ptr addrspace(1) %o) {
  %a = call spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS1Kfi(i64 1, ptr addrspace(1) %p, i32 4)
  store <4 x float> %a, ptr addrspace(1) %o
  %b = call spir_func <2 x float> @__spirv_ocl_vload_halfn_Rfloat2(i64 0, ptr addrspace(1) %h)
  %o2 = getelementptr <4 x float>, ptr addrspace(1) %o, i64 1
  store <2 x float> %b, ptr addrspace(1) %o2
  %x = extractelement <4 x float> %a, i32 0
  call spir_func void @_Z25__spirv_ocl_vstore_half_rfmPU3AS1Dhi(float %x, i64 2, ptr addrspace(1) %h, i32 2)
  ret void
}

declare spir_func <4 x float> @_Z26__spirv_ocl_vloadn_Rfloat4mPU3AS1Kfi(i64, ptr addrspace(1), i32)
declare spir_func <2 x float> @__spirv_ocl_vload_halfn_Rfloat2(i64, ptr addrspace(1))
declare spir_func void @_Z25__spirv_ocl_vstore_half_rfmPU3AS1Dhi(float, i64, ptr addrspace(1), i32)

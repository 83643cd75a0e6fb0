;; vload_half, vload_half4 and vloada_half4: OpenCL.std vload_half, vload_halfn and vloada_halfn (literal n) from a pointer to half.
;; OpenCL C (CL1.2):
;;   kernel void k(global const half *h, global float *o, global float4 *o4) {
;;     o[0] = vload_half(3, h);
;;     o4[0] = vload_half4(1, h);
;;     o4[1] = vloada_half4(2, h);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PH:]] = OpTypePointer CrossWorkgroup %[[#F16]]
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK: %[[#H:]] = OpFunctionParameter %[[#PH]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#SET]] vload_half %[[#]] %[[#H]]{{$}}
; CHECK: %[[#]] = OpExtInst %[[#V4F]] %[[#SET]] vload_halfn %[[#]] %[[#H]] 4
; CHECK: %[[#]] = OpExtInst %[[#V4F]] %[[#SET]] vloada_halfn %[[#]] %[[#H]] 4

target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2) {
  %4 = tail call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 noundef 3, ptr addrspace(1) noundef %0)
  store float %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func <4 x float> @_Z11vload_half4mPU3AS1KDh(i64 noundef 1, ptr addrspace(1) noundef %0)
  store <4 x float> %5, ptr addrspace(1) %2, align 16
  %6 = tail call spir_func <4 x float> @_Z12vloada_half4mPU3AS1KDh(i64 noundef 2, ptr addrspace(1) noundef %0)
  %7 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16
  store <4 x float> %6, ptr addrspace(1) %7, align 16
  ret void
}

declare spir_func float @_Z10vload_halfmPU3AS1KDh(i64 noundef, ptr addrspace(1) noundef)

declare spir_func <4 x float> @_Z11vload_half4mPU3AS1KDh(i64 noundef, ptr addrspace(1) noundef)

declare spir_func <4 x float> @_Z12vloada_half4mPU3AS1KDh(i64 noundef, ptr addrspace(1) noundef)


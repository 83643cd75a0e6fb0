;; vstore_half with and without a rounding suffix, vstore_half4_rtp and vstorea_half2_rtn: vstore_half, vstore_half_r, vstore_halfn_r and vstorea_halfn_r with the FPRoundingMode as a literal.
;; OpenCL C (CL1.2):
;;   kernel void k(global half *h, float x, float4 v, float2 w, double d) {
;;     vstore_half(x, 0, h);
;;     vstore_half_rtz(x, 1, h);
;;     vstore_half4_rtp(v, 1, h);
;;     vstorea_half2_rtn(w, 3, h);
;;     vstore_half8((float8)(v, v), 2, h);
;;     vstore_half_rte(d, 5, h);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#PH:]] = OpTypePointer CrossWorkgroup %[[#F16]]
; CHECK: %[[#H:]] = OpFunctionParameter %[[#PH]]
; CHECK: %[[#X:]] = OpFunctionParameter
; CHECK: %[[#V:]] = OpFunctionParameter
; CHECK: %[[#W:]] = OpFunctionParameter
; CHECK: %[[#D:]] = OpFunctionParameter
; CHECK: %[[#]] = OpExtInst %[[#VOID]] %[[#SET]] vstore_half %[[#X]] %[[#]] %[[#H]]{{$}}
; CHECK: %[[#]] = OpExtInst %[[#VOID]] %[[#SET]] vstore_half_r %[[#X]] %[[#]] %[[#H]] RTZ
; CHECK: %[[#]] = OpExtInst %[[#VOID]] %[[#SET]] vstore_halfn_r %[[#V]] %[[#]] %[[#H]] RTP
; CHECK: %[[#]] = OpExtInst %[[#VOID]] %[[#SET]] vstorea_halfn_r %[[#W]] %[[#]] %[[#H]] RTN
; CHECK: %[[#]] = OpExtInst %[[#VOID]] %[[#SET]] vstore_halfn %[[#]] %[[#]] %[[#H]]{{$}}
; CHECK: %[[#]] = OpExtInst %[[#VOID]] %[[#SET]] vstore_half_r %[[#D]] %[[#]] %[[#H]] RTE

target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) noundef align 2 %0, float noundef %1, <4 x float> noundef %2, <2 x float> noundef %3, double noundef %4) {
  tail call spir_func void @_Z11vstore_halffmPU3AS1Dh(float noundef %1, i64 noundef 0, ptr addrspace(1) noundef %0)
  tail call spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float noundef %1, i64 noundef 1, ptr addrspace(1) noundef %0)
  tail call spir_func void @_Z16vstore_half4_rtpDv4_fmPU3AS1Dh(<4 x float> noundef %2, i64 noundef 1, ptr addrspace(1) noundef %0)
  tail call spir_func void @_Z17vstorea_half2_rtnDv2_fmPU3AS1Dh(<2 x float> noundef %3, i64 noundef 3, ptr addrspace(1) noundef %0)
  %6 = shufflevector <4 x float> %2, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  tail call spir_func void @_Z12vstore_half8Dv8_fmPU3AS1Dh(<8 x float> noundef %6, i64 noundef 2, ptr addrspace(1) noundef %0)
  tail call spir_func void @_Z15vstore_half_rtedmPU3AS1Dh(double noundef %4, i64 noundef 5, ptr addrspace(1) noundef %0)
  ret void
}

declare spir_func void @_Z11vstore_halffmPU3AS1Dh(float noundef, i64 noundef, ptr addrspace(1) noundef)

declare spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float noundef, i64 noundef, ptr addrspace(1) noundef)

declare spir_func void @_Z16vstore_half4_rtpDv4_fmPU3AS1Dh(<4 x float> noundef, i64 noundef, ptr addrspace(1) noundef)

declare spir_func void @_Z17vstorea_half2_rtnDv2_fmPU3AS1Dh(<2 x float> noundef, i64 noundef, ptr addrspace(1) noundef)

declare spir_func void @_Z12vstore_half8Dv8_fmPU3AS1Dh(<8 x float> noundef, i64 noundef, ptr addrspace(1) noundef)

declare spir_func void @_Z15vstore_half_rtedmPU3AS1Dh(double noundef, i64 noundef, ptr addrspace(1) noundef)


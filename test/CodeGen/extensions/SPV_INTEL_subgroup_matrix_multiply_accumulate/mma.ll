;; __spirv_SubgroupMatrixMultiplyAccumulateINTEL(K, A, B, C[, operands]) with
;; SPV_INTEL_subgroup_matrix_multiply_accumulate: one instruction whose K
;; dimension is a constant id and whose operands mask (how to read the bits of
;; A, B and C: packed int8, int4, half, bfloat16, tf32, signedness) a literal.
;; A and C are a scalar or a vector of 2, 4 or 8 lanes, B eight lanes; the
;; mangled names use substitutions (S_) for repeated vector types. The
;; instruction comes from lib/grammar-facts.txt (SPIRV-Tools 2023.1 does not
;; know it), so the newer validator checks the module.
;; OpenCL C (CL2.0, the builtin declared by hand):
;;   int8 __spirv_SubgroupMatrixMultiplyAccumulateINTEL(int, int8, int8, int8, int);
;;   float4 __spirv_SubgroupMatrixMultiplyAccumulateINTEL(int, short4, int8, float4);
;;   ...
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %s -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %s -filetype=asm -o - | FileCheck %s

; CHECK-DAG: OpCapability SubgroupMatrixMultiplyAccumulateINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroup_matrix_multiply_accumulate"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#I8V:]] = OpTypeVector %[[#I32]] 8
; CHECK-DAG: %[[#S4:]] = OpTypeVector %[[#I16]] 4
; CHECK-DAG: %[[#F4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#F8:]] = OpTypeVector %[[#F32]] 8
; CHECK-DAG: %[[#H2:]] = OpTypeVector %[[#F16]] 2
; CHECK-DAG: %[[#S2:]] = OpTypeVector %[[#I16]] 2
; CHECK-DAG: %[[#K32:]] = OpConstant %[[#I32]] 32{{$}}
; CHECK-DAG: %[[#K16:]] = OpConstant %[[#I32]] 16{{$}}
; CHECK-DAG: %[[#K8:]] = OpConstant %[[#I32]] 8{{$}}
; CHECK: %[[#IA:]] = OpFunctionParameter %[[#I8V]]
; CHECK-NEXT: %[[#IB:]] = OpFunctionParameter %[[#I8V]]
; CHECK-NEXT: %[[#SA:]] = OpFunctionParameter %[[#S4]]
; CHECK-NEXT: %[[#FC:]] = OpFunctionParameter %[[#F4]]
; CHECK-NEXT: %[[#FA:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#FB:]] = OpFunctionParameter %[[#F8]]
; CHECK-NEXT: %[[#HS:]] = OpFunctionParameter %[[#S2]]
; CHECK-NEXT: %[[#HC:]] = OpFunctionParameter %[[#H2]]
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#I8V]] %[[#K32]] %[[#IA]] %[[#IB]] %[[#IA]] MatrixASignedComponentsINTEL|MatrixBSignedComponentsINTEL|MatrixAPackedInt8INTEL|MatrixBPackedInt8INTEL
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#F4]] %[[#K16]] %[[#SA]] %[[#IB]] %[[#FC]] MatrixAPackedBFloat16INTEL|MatrixBPackedBFloat16INTEL
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#F4]] %[[#K16]] %[[#SA]] %[[#IB]] %[[#FC]]{{$}}
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#F32]] %[[#K8]] %[[#FA]] %[[#FB]] %[[#FA]] MatrixATF32INTEL|MatrixBTF32INTEL
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#H2]] %[[#K16]] %[[#HS]] %[[#IB]] %[[#HC]] MatrixAPackedFloat16INTEL|MatrixBPackedFloat16INTEL

target triple = "spirv64-unknown-unknown"

define spir_func void @f(<8 x i32> %ia, <8 x i32> %ib, <4 x i16> %sa, <4 x float> %fc, float %fa, <8 x float> %fb,
                         <2 x i16> %hs, <2 x half> %hc, ptr addrspace(1) %out) {
  %r1 = call spir_func <8 x i32> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_iS_S_i(i32 32, <8 x i32> %ia, <8 x i32> %ib, <8 x i32> %ia, i32 51)
  store <8 x i32> %r1, ptr addrspace(1) %out, align 32
  %r2 = call spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_fi(i32 16, <4 x i16> %sa, <8 x i32> %ib, <4 x float> %fc, i32 12288)
  store <4 x float> %r2, ptr addrspace(1) %out, align 16
  %r3 = call spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_f(i32 16, <4 x i16> %sa, <8 x i32> %ib, <4 x float> %fc)
  store <4 x float> %r3, ptr addrspace(1) %out, align 16
  %r4 = call spir_func float @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELifDv8_ffi(i32 8, float %fa, <8 x float> %fb, float %fa, i32 768)
  store float %r4, ptr addrspace(1) %out, align 4
  %r5 = call spir_func <2 x half> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv2_sDv8_iDv2_Dhi(i32 16, <2 x i16> %hs, <8 x i32> %ib, <2 x half> %hc, i32 3072)
  store <2 x half> %r5, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func <8 x i32> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_iS_S_i(i32, <8 x i32>, <8 x i32>, <8 x i32>, i32)
declare spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_fi(i32, <4 x i16>, <8 x i32>, <4 x float>, i32)
declare spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_f(i32, <4 x i16>, <8 x i32>, <4 x float>)
declare spir_func float @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELifDv8_ffi(i32, float, <8 x float>, float, i32)
declare spir_func <2 x half> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv2_sDv8_iDv2_Dhi(i32, <2 x i16>, <8 x i32>, <2 x half>, i32)

;; vload4/vstore3 become OpenCL.std vloadn (literal n = 4) and vstoren; the pointer operand points to the element type.
;; OpenCL C (CL1.2):
;;   kernel void k(global const float *p, global int *q, global float4 *o) {
;;     o[0] = vload4(1, p);
;;     vstore3((int3)(1, 2, 3), 2, q);
;;   }
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V3I:]] = OpTypeVector %[[#I32]] 3
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PF]]
; CHECK: %[[#Q:]] = OpFunctionParameter %[[#PI]]
; CHECK: %[[#]] = OpExtInst %[[#V4F]] %[[#SET]] vloadn %[[#]] %[[#P]] 4
; CHECK: %[[#]] = OpExtInst %[[#]] %[[#SET]] vstoren %[[#]] %[[#]] %[[#Q]]

target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2) {
  %4 = tail call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 noundef 1, ptr addrspace(1) noundef %0)
  store <4 x float> %4, ptr addrspace(1) %2, align 16
  tail call spir_func void @_Z7vstore3Dv3_imPU3AS1i(<3 x i32> noundef <i32 1, i32 2, i32 3>, i64 noundef 2, ptr addrspace(1) noundef %1)
  ret void
}

declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 noundef, ptr addrspace(1) noundef)

declare spir_func void @_Z7vstore3Dv3_imPU3AS1i(<3 x i32> noundef, i64 noundef, ptr addrspace(1) noundef)


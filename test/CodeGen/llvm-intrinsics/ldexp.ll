;; llvm.ldexp (float, i32 exponent; a vector takes a vector of exponents) is
;; OpenCL.std ldexp.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I32]] 2
; CHECK: OpFunction
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V2F]]
; CHECK-NEXT: %[[#VN:]] = OpFunctionParameter %[[#V2I]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] ldexp %[[#A]] %[[#N]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V2F]] %[[#EXT]] ldexp %[[#V]] %[[#VN]]

define spir_func float @f(float %a, i32 %n, <2 x float> %v, <2 x i32> %vn, ptr addrspace(1) %p) {
  %r = call float @llvm.ldexp.f32.i32(float %a, i32 %n)
  %rv = call <2 x float> @llvm.ldexp.v2f32.v2i32(<2 x float> %v, <2 x i32> %vn)
  store <2 x float> %rv, ptr addrspace(1) %p
  ret float %r
}

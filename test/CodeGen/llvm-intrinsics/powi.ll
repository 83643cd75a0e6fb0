;; llvm.powi (float base, i32 exponent; a vector base takes a scalar exponent,
;; which is splatted by OpCompositeInsert) is OpenCL.std pown.
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
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] pown %[[#A]] %[[#N]]
; CHECK-NEXT: %[[#S0:]] = OpCompositeInsert %[[#V2I]] %[[#N]] %[[#]] 0
; CHECK-NEXT: %[[#SPLAT:]] = OpCompositeInsert %[[#V2I]] %[[#N]] %[[#S0]] 1
; CHECK-NEXT: %[[#]] = OpExtInst %[[#V2F]] %[[#EXT]] pown %[[#V]] %[[#SPLAT]]

define spir_func float @f(float %a, i32 %n, <2 x float> %v, ptr addrspace(1) %p) {
  %r = call float @llvm.powi.f32.i32(float %a, i32 %n)
  %rv = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> %v, i32 %n)
  store <2 x float> %rv, ptr addrspace(1) %p
  ret float %r
}

;; llvm.umax is OpenCL.std u_max, scalar and vector.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I8]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#W:]] = OpFunctionParameter %[[#V4]]
; CHECK: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] u_max %[[#A]] %[[#B]]
; CHECK: %[[#]] = OpExtInst %[[#V4]] %[[#EXT]] u_max %[[#V]] %[[#W]]

define spir_func void @f(i32 %a, i32 %b, <4 x i8> %v, <4 x i8> %w, ptr addrspace(1) %p) {
  %r = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  store i32 %r, ptr addrspace(1) %p
  %rv = call <4 x i8> @llvm.umax.v4i8(<4 x i8> %v, <4 x i8> %w)
  store <4 x i8> %rv, ptr addrspace(1) %p
  ret void
}

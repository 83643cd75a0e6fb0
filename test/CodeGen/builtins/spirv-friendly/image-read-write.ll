;; The translator's image calls: __spirv_ImageRead_R<type> and
;; __spirv_ImageWrite on target("spirv.Image", ...) values whose access
;; qualifier (the last parameter) is in the type. The translator mangles the
;; image as a pointer to its opaque struct (PU3AS133__spirv_Image__...), which
;; the declaration check accepts for a target type; the templated spelling
;; (_Z17__spirv_ImageReadIDv4_f14ocl_image2d_rwS0_ET_T0_T1_) names the same
;; instruction.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#RW:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown ReadWrite
; CHECK-DAG: %[[#WO:]] = OpTypeImage %[[#VOID]] 1D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK: %[[#A:]] = OpFunctionParameter %[[#RO]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#RW]]
; CHECK: %[[#C:]] = OpFunctionParameter %[[#WO]]
; CHECK: %[[#X:]] = OpImageRead %[[#V4I]] %[[#A]] %[[#]]
; CHECK: %[[#Y:]] = OpImageRead %[[#V4F]] %[[#B]] %[[#]]
; CHECK: OpImageWrite %[[#B]] %[[#]] %[[#Y]]
; CHECK: OpImageWrite %[[#C]] %[[#]] %[[#Y]]

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %b, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %c, ptr addrspace(1) %o) {
entry:
  %x = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, <2 x i32> <i32 1, i32 2>)
  store <4 x i32> %x, ptr addrspace(1) %o
  %y = call spir_func <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_rwS0_ET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %b, <2 x i32> <i32 3, i32 4>)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %b, <2 x i32> <i32 5, i32 6>, <4 x float> %y)
  call spir_func void @__spirv_ImageWrite(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1) %c, i32 7, <4 x float> %y)
  ret void
}

declare spir_func <4 x i32> @_Z24__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_rwS0_ET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32>)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_2Dv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2), <2 x i32>, <4 x float>)
declare spir_func void @__spirv_ImageWrite(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 1), i32, <4 x float>)

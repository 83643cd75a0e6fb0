;; __spirv_ImageRead_Rint / _Rhalf with a scalar result and an explicit image
;; operands mask (the translator's form for signedness, here None): OpImageRead
;; takes a scalar result type in the Kernel environment. (The Khronos reader
;; 15 turns these into read_image calls of the wrong type, so no read-back.)
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK: %[[#]] = OpImageRead %[[#I32]] %[[#IMG:]] %[[#]] None
; CHECK: %[[#]] = OpImageRead %[[#F16]] %[[#IMG]] %[[#]]

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, ptr addrspace(1) %o, ptr addrspace(1) %h) {
entry:
  %x = call spir_func i32 @_Z22__spirv_ImageRead_RintPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, <2 x i32> zeroinitializer, i32 0)
  store i32 %x, ptr addrspace(1) %o
  %y = call spir_func half @_Z23__spirv_ImageRead_RhalfPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, <2 x i32> zeroinitializer)
  store half %y, ptr addrspace(1) %h
  ret void
}

declare spir_func i32 @_Z22__spirv_ImageRead_RintPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32)
declare spir_func half @_Z23__spirv_ImageRead_RhalfPU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)

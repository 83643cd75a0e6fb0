;; The __spirv_ocl_<name> call form names the OpenCL.std instruction directly,
;; mangled (_Z15__spirv_ocl_sinf, _Z17__spirv_ocl_s_maxii) or plain
;; (__spirv_ocl_u_min, __spirv_ocl_fma).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] sin %[[#A]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] s_max %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#I32]] %[[#EXT]] u_min %[[#Y]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpExtInst %[[#F32]] %[[#EXT]] fma %[[#A]] %[[#A]] %[[#A]]
; CHECK-NOT: OpFunctionCall

define spir_func void @f(float %a, i32 %x, i32 %y, ptr addrspace(1) %p) {
  %1 = call spir_func float @_Z15__spirv_ocl_sinf(float %a)
  %2 = call spir_func i32 @_Z17__spirv_ocl_s_maxii(i32 %x, i32 %y)
  %3 = call spir_func i32 @__spirv_ocl_u_min(i32 %y, i32 %x)
  %4 = call spir_func float @__spirv_ocl_fma(float %a, float %a, float %a)
  store float %1, ptr addrspace(1) %p
  store i32 %2, ptr addrspace(1) %p
  store i32 %3, ptr addrspace(1) %p
  store float %4, ptr addrspace(1) %p
  ret void
}

declare spir_func float @_Z15__spirv_ocl_sinf(float)
declare spir_func i32 @_Z17__spirv_ocl_s_maxii(i32, i32)
declare spir_func i32 @__spirv_ocl_u_min(i32, i32)
declare spir_func float @__spirv_ocl_fma(float, float, float)

;; llvm.frexp: OpenCL.std frexp writes the exponent through a Function int
;; pointer; the {float, i32} result is put together with OpCompositeInsert.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#IP:]] = OpTypePointer Function %[[#I32]]
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#F32]] %[[#I32]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#E:]] = OpVariable %[[#IP]] Function
; CHECK: %[[#M:]] = OpExtInst %[[#F32]] %[[#EXT]] frexp %[[#A]] %[[#E]]
; CHECK-NEXT: %[[#X:]] = OpLoad %[[#I32]] %[[#E]]
; CHECK-NEXT: %[[#P:]] = OpCompositeInsert %[[#ST]] %[[#M]] %[[#]] 0
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#ST]] %[[#X]] %[[#P]] 1

define spir_func i32 @f(float %a, ptr addrspace(1) %p) {
  %r = call { float, i32 } @llvm.frexp.f32.i32(float %a)
  %m = extractvalue { float, i32 } %r, 0
  %e = extractvalue { float, i32 } %r, 1
  store float %m, ptr addrspace(1) %p
  ret i32 %e
}

;; llvm.lround/llround round half away from zero (OpenCL.std round), lrint and
;; llrint in the current mode (rint), then convert to the signed result.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#SET:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK: %[[#R:]] = OpExtInst %[[#F32]] %[[#SET]] round %[[#X:]]
; CHECK-NEXT: %[[#]] = OpConvertFToS %[[#I64]] %[[#R]]
; CHECK: %[[#N:]] = OpExtInst %[[#F32]] %[[#SET]] rint %[[#X]]
; CHECK-NEXT: %[[#]] = OpConvertFToS %[[#I32]] %[[#N]]

define spir_func i64 @f(float %x, ptr addrspace(1) %o) {
  %a = call i64 @llvm.lround.i64.f32(float %x)
  %b = call i32 @llvm.lrint.i32.f32(float %x)
  store i32 %b, ptr addrspace(1) %o
  ret i64 %a
}

declare i64 @llvm.lround.i64.f32(float)
declare i32 @llvm.lrint.i32.f32(float)

;; fptrunc/fpext are OpFConvert; fptoui/fptosi are OpConvertFToU/OpConvertFToS;
;; uitofp/sitofp are OpConvertUToF/OpConvertSToF.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#H:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#D:]] = OpTypeFloat 64
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK: %[[#D0:]] = OpFunctionParameter %[[#D]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#L:]] = OpFunctionParameter %[[#I64]]
; CHECK: %[[#X:]] = OpFConvert %[[#H]] %[[#D0]]
; CHECK-NEXT: %[[#Y:]] = OpFConvert %[[#F]] %[[#X]]
; CHECK-NEXT: %[[#]] = OpConvertFToU %[[#I32]] %[[#Y]]
; CHECK-NEXT: %[[#]] = OpConvertFToS %[[#I16]] %[[#D0]]
; CHECK-NEXT: %[[#]] = OpConvertUToF %[[#F]] %[[#I]]
; CHECK-NEXT: %[[#]] = OpConvertSToF %[[#D]] %[[#L]]

define void @f(double %d, i32 %i, i64 %l, ptr addrspace(1) %o) {
  %h = fptrunc double %d to half
  %x = fpext half %h to float
  %u = fptoui float %x to i32
  %s = fptosi double %d to i16
  %uf = uitofp i32 %i to float
  %sf = sitofp i64 %l to double
  store i32 %u, ptr addrspace(1) %o, align 4
  store i16 %s, ptr addrspace(1) %o, align 2
  store float %uf, ptr addrspace(1) %o, align 4
  store double %sf, ptr addrspace(1) %o, align 8
  ret void
}

;; A builtin called with a function type other than its declaration's (the
;; declaration lost its parameters, or has other types): the call's own
;; argument and result types are what is lowered, as llc and the translator
;; do. They must still fit the mangled name (test/errors/builtin-call-type-mismatch.ll).
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: %[[#CL:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I64]] 3
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F32]]
; CHECK: %[[#G:]] = OpLoad %[[#V3]] %[[#]]
; CHECK-NEXT: %[[#]] = OpCompositeExtract %[[#I64]] %[[#G]] 0
; CHECK: %[[#]] = OpExtInst %[[#F32]] %[[#CL]] sin %[[#X]]

define spir_kernel void @k(float %x, ptr addrspace(1) %o) {
entry:
  %g = call spir_func i64 @_Z13get_global_idj(i32 0)
  %s = call spir_func float @_Z3sinf(float %x)
  %p = getelementptr inbounds float, ptr addrspace(1) %o, i64 %g
  store float %s, ptr addrspace(1) %p
  ret void
}

declare spir_func void @_Z13get_global_idj()
declare spir_func double @_Z3sinf(double)

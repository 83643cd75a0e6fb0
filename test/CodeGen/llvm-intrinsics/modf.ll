;; llvm.modf (LLVM 21; LLVM 19 reads it as a declared function) returns
;; {fractional part, integral part}: OpenCL.std modf returns the first and
;; writes the second through a Function pointer.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#PV:]] = OpTypePointer Function %[[#V]]
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#V]] %[[#V]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V]]
; CHECK: %[[#P:]] = OpVariable %[[#PV]] Function
; CHECK: %[[#FR:]] = OpExtInst %[[#V]] %[[#EXT]] modf %[[#A]] %[[#P]]
; CHECK-NEXT: %[[#IN:]] = OpLoad %[[#V]] %[[#P]]
; CHECK-NEXT: %[[#S0:]] = OpCompositeInsert %[[#ST]] %[[#FR]] %[[#]] 0
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#ST]] %[[#IN]] %[[#S0]] 1

define spir_func <4 x float> @f(<4 x float> %a) {
  %r = call { <4 x float>, <4 x float> } @llvm.modf.v4f32(<4 x float> %a)
  %f = extractvalue { <4 x float>, <4 x float> } %r, 0
  %i = extractvalue { <4 x float>, <4 x float> } %r, 1
  %s = fadd <4 x float> %f, %i
  ret <4 x float> %s
}

declare { <4 x float>, <4 x float> } @llvm.modf.v4f32(<4 x float>)

;; llvm.sincos (LLVM 20; LLVM 19 reads it as a declared function) returns
;; {sine, cosine}: OpenCL.std sincos returns the sine and stores the cosine
;; through a Function pointer, for scalars and vectors alike. Was "intrinsic
;; llvm.sincos.f32 is not supported"; LLVM's backend lowers it the same way.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv
; RUN: spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#D:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V:]] = OpTypeVector %[[#D]] 2
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F]]
; CHECK-DAG: %[[#PV:]] = OpTypePointer Function %[[#V]]
; CHECK-DAG: %[[#SF:]] = OpTypeStruct %[[#F]] %[[#F]]
; CHECK-DAG: %[[#SV:]] = OpTypeStruct %[[#V]] %[[#V]]
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK: %[[#P:]] = OpVariable %[[#PF]] Function
; CHECK: %[[#S:]] = OpExtInst %[[#F]] %[[#EXT]] sincos %[[#X]] %[[#P]]
; CHECK-NEXT: %[[#C:]] = OpLoad %[[#F]] %[[#P]]
; CHECK-NEXT: %[[#R0:]] = OpCompositeInsert %[[#SF]] %[[#S]] %[[#]] 0
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#SF]] %[[#C]] %[[#R0]] 1
; CHECK: %[[#Y:]] = OpFunctionParameter %[[#V]]
; CHECK: %[[#Q:]] = OpVariable %[[#PV]] Function
; CHECK: %[[#VS:]] = OpExtInst %[[#V]] %[[#EXT]] sincos %[[#Y]] %[[#Q]]
; CHECK-NEXT: %[[#VC:]] = OpLoad %[[#V]] %[[#Q]]
; CHECK-NEXT: %[[#T0:]] = OpCompositeInsert %[[#SV]] %[[#VS]] %[[#]] 0
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#SV]] %[[#VC]] %[[#T0]] 1

define spir_func float @scalar(float %x) {
  %r = call { float, float } @llvm.sincos.f32(float %x)
  %s = extractvalue { float, float } %r, 0
  %c = extractvalue { float, float } %r, 1
  %m = fmul float %s, %c
  ret float %m
}

define spir_func <2 x double> @vector(<2 x double> %y) {
  %r = call { <2 x double>, <2 x double> } @llvm.sincos.v2f64(<2 x double> %y)
  %c = extractvalue { <2 x double>, <2 x double> } %r, 1
  ret <2 x double> %c
}

declare { float, float } @llvm.sincos.f32(float)
declare { <2 x double>, <2 x double> } @llvm.sincos.v2f64(<2 x double>)

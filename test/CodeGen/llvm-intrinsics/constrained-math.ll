;; The constrained math intrinsics lower as their plain forms (llvm.sqrt,
;; llvm.fma, ...) on their value operands; rounding and exception arguments
;; are ignored (the Kernel environment rounds to nearest even).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#L:]] = OpTypeInt 64 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter
; CHECK: %[[#S:]] = OpExtInst %[[#F]] %[[#EXT]] sqrt %[[#A]]
; CHECK-NEXT: %[[#M:]] = OpExtInst %[[#F]] %[[#EXT]] fma %[[#S]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#MA:]] = OpExtInst %[[#F]] %[[#EXT]] mad %[[#M]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#SI:]] = OpExtInst %[[#F]] %[[#EXT]] sin %[[#MA]]
; CHECK-NEXT: %[[#P:]] = OpExtInst %[[#F]] %[[#EXT]] pown %[[#SI]] %[[#N]]
; CHECK-NEXT: %[[#LD:]] = OpExtInst %[[#F]] %[[#EXT]] ldexp %[[#P]] %[[#N]]
; CHECK-NEXT: %[[#MX:]] = OpExtInst %[[#F]] %[[#EXT]] fmax %[[#LD]] %[[#B]]
; CHECK-NEXT: %[[#C:]] = OpExtInst %[[#F]] %[[#EXT]] ceil %[[#MX]]
; CHECK-NEXT: %[[#R:]] = OpExtInst %[[#F]] %[[#EXT]] round %[[#C]]
; CHECK-NEXT: %[[#]] = OpConvertFToS %[[#L]] %[[#R]]

define spir_func i64 @f(float %a, float %b, i32 %n) #0 {
  %s = call float @llvm.experimental.constrained.sqrt.f32(float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %m = call float @llvm.experimental.constrained.fma.f32(float %s, float %b, float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %ma = call float @llvm.experimental.constrained.fmuladd.f32(float %m, float %b, float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %si = call float @llvm.experimental.constrained.sin.f32(float %ma, metadata !"round.upward", metadata !"fpexcept.strict") #0
  %p = call float @llvm.experimental.constrained.powi.f32(float %si, i32 %n, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %ld = call float @llvm.experimental.constrained.ldexp.f32.i32(float %p, i32 %n, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %mx = call float @llvm.experimental.constrained.maxnum.f32(float %ld, float %b, metadata !"fpexcept.strict") #0
  %c = call float @llvm.experimental.constrained.ceil.f32(float %mx, metadata !"fpexcept.strict") #0
  %l = call i64 @llvm.experimental.constrained.llround.i64.f32(float %c, metadata !"fpexcept.strict") #0
  ret i64 %l
}

attributes #0 = { strictfp }

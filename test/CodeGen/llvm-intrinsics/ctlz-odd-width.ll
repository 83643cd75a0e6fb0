;; llvm.ctlz on i12 (widened to i16): clz of the zero-extended value counts 4
;; extra leading zeros, which are subtracted.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#EXT:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#I16]] 4{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I16]]
; CHECK: %[[#C:]] = OpExtInst %[[#I16]] %[[#EXT]] clz %[[#A]]
; CHECK-NEXT: %[[#]] = OpISub %[[#I16]] %[[#C]] %[[#FOUR]]

define spir_func i12 @f(i12 %a) {
  %r = call i12 @llvm.ctlz.i12(i12 %a, i1 false)
  ret i12 %r
}

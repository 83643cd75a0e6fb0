;; Function types list the return type then the parameter types; functions
;; with the same signature share one OpTypeFunction.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#FN:]] = OpTypeFunction %[[#F]] %[[#I32]] %[[#F]]
; CHECK-NOT: OpTypeFunction %[[#F]] %[[#I32]] %[[#F]]
; CHECK: %[[#]] = OpFunction %[[#F]] None %[[#FN]]
; CHECK: %[[#]] = OpFunction %[[#F]] None %[[#FN]]

define float @a(i32 %i, float %x) {
  ret float %x
}
define float @b(i32 %i, float %x) {
  %r = fadd float %x, %x
  ret float %r
}

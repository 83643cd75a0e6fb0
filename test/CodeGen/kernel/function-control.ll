;; alwaysinline -> function control Inline, noinline -> DontInline, else None.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpName %[[#A:]] "always"
; CHECK-DAG: OpName %[[#N:]] "never"
; CHECK-DAG: OpName %[[#P:]] "plain"
; CHECK: %[[#A]] = OpFunction %[[#]] Inline
; CHECK: %[[#N]] = OpFunction %[[#]] DontInline
; CHECK: %[[#P]] = OpFunction %[[#]] None

define spir_func void @always() #0 {
  ret void
}
define spir_func void @never() #1 {
  ret void
}
define spir_func void @plain() {
  ret void
}
attributes #0 = { alwaysinline }
attributes #1 = { noinline }

;; getelementptr into a vector element: OpInBoundsPtrAccessChain reaches the
;; scalar element type.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F]] 4
; CHECK-DAG: %[[#PV:]] = OpTypePointer Function %[[#V4]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F]]
; CHECK: %[[#V:]] = OpVariable %[[#PV]] Function
; CHECK: %[[#G:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#V]] %[[#]] %[[#]]
; CHECK-NEXT: OpStore %[[#G]]

define float @f(<4 x float> %x, i32 %i) {
  %v = alloca <4 x float>, align 16
  store <4 x float> %x, ptr %v, align 16
  %g = getelementptr inbounds <4 x float>, ptr %v, i32 0, i32 %i
  store float 0.0, ptr %g, align 4
  %r = load float, ptr %v, align 16
  ret float %r
}

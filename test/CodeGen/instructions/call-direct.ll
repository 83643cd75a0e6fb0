;; A direct call is OpFunctionCall with the callee's id and the arguments; a
;; pointer argument of another pointee is cast to the callee's parameter type.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpName %[[#USE:]] "use"
; CHECK-DAG: OpName %[[#G:]] "g"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK: %[[#USE]] = OpFunction %[[#F]]
; CHECK-NEXT: OpFunctionParameter %[[#PF]]
; CHECK: OpFunction %[[#F]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#F]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#C:]] = OpBitcast %[[#PF]] %[[#G]]
; CHECK: %[[#]] = OpFunctionCall %[[#F]] %[[#USE]] %[[#C]] %[[#X]]

@g = internal addrspace(1) global [2 x i32] zeroinitializer, align 4

define internal spir_func float @use(ptr addrspace(1) %p, float %x) {
  %v = load float, ptr addrspace(1) %p, align 4
  %r = fadd float %v, %x
  ret float %r
}
define spir_func float @caller(float %x) {
  %r = call spir_func float @use(ptr addrspace(1) @g, float %x)
  ret float %r
}

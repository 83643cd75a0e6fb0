;; A GEP's source element type is evidence for its base pointer's pointee, and
;; the GEP result points to the type its indices reach (a struct member).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I32]] %[[#F]]
; CHECK-DAG: %[[#PS:]] = OpTypePointer CrossWorkgroup %[[#S]]
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PS]]
; CHECK: %[[#G:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#P]] %[[#]] %[[#ONE]]
; CHECK-NEXT: %[[#]] = OpLoad %[[#F]] %[[#G]] Aligned 4

%struct.S = type { i32, float }

define float @f(ptr addrspace(1) %p, i32 %i) {
  %g = getelementptr inbounds %struct.S, ptr addrspace(1) %p, i32 %i, i32 1
  %v = load float, ptr addrspace(1) %g, align 4
  ret float %v
}

;; A phi of pointers unifies its incoming values into one pointee; the phi and
;; its inputs share the pointer type, so no cast is needed.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#PF]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#PF]]
; CHECK-NOT: OpBitcast
; CHECK: %[[#P:]] = OpPhi %[[#PF]] %[[#A]] %[[#]] %[[#B]] %[[#]]
; CHECK: OpLoad %[[#F]] %[[#P]]

define float @f(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  br i1 %c, label %t, label %e
t:
  br label %m
e:
  br label %m
m:
  %p = phi ptr addrspace(1) [ %a, %t ], [ %b, %e ]
  %v = load float, ptr addrspace(1) %p, align 4
  ret float %v
}

;; A phi input whose own pointee differs from the phi's (here a global of
;; another type) is cast at the end of its predecessor block, not in the phi
;; block.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup
; CHECK: OpBranchConditional
; CHECK-NEXT: %[[#L:]] = OpLabel
; CHECK-NEXT: %[[#C:]] = OpBitcast %[[#PF]] %[[#G]]
; CHECK-NEXT: OpBranch %[[#M:]]
; CHECK: %[[#M]] = OpLabel
; CHECK-NEXT: %[[#P:]] = OpPhi %[[#PF]] %[[#]] %[[#]] %[[#C]] %[[#L]]
; CHECK: OpLoad %[[#F]] %[[#P]]

@G = internal addrspace(1) global [4 x i32] zeroinitializer, align 4

define float @f(i1 %c, ptr addrspace(1) %a) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %m
y:
  br label %m
m:
  %p = phi ptr addrspace(1) [ %a, %x ], [ @G, %y ]
  %v = load float, ptr addrspace(1) %p, align 4
  ret float %v
}

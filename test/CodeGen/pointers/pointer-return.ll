;; A returned pointer takes the pointee of the values returned (here a GEP of
;; i32 in Workgroup memory); callers use the call result without a cast.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PL:]] = OpTypePointer Workgroup %[[#I32]]
; CHECK-DAG: %[[#FT:]] = OpTypeFunction %[[#PL]] %[[#PL]]
; CHECK: %[[#R:]] = OpFunction %[[#PL]] None %[[#FT]]
; CHECK: OpReturnValue
; CHECK: %[[#Q:]] = OpFunctionCall %[[#PL]] %[[#R]] %[[#]]
; CHECK-NEXT: OpLoad %[[#I32]] %[[#Q]] Aligned 4

define ptr addrspace(3) @ret(ptr addrspace(3) %p) {
  %q = getelementptr inbounds i32, ptr addrspace(3) %p, i32 1
  ret ptr addrspace(3) %q
}
define i32 @use(ptr addrspace(3) %p) {
  %q = call ptr addrspace(3) @ret(ptr addrspace(3) %p)
  %v = load i32, ptr addrspace(3) %q, align 4
  ret i32 %v
}

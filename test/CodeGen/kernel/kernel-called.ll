;; A kernel that other code also calls: the entry point is a wrapper that calls
;; the kernel's function, which is called directly elsewhere. The callee is
;; named <kernel>.body so that readers keep both (the Khronos reader merges
;; two functions of one name and loses the kernel).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis %t.bc -o - | FileCheck %s --check-prefix=BACK %}
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpEntryPoint Kernel %[[#W:]] "inner"
; CHECK-DAG: OpName %[[#W]] "inner"
; CHECK-DAG: OpName %[[#F:]] "inner.body"
; CHECK: %[[#W]] = OpFunction
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#F]] %[[#P]]
; CHECK-NEXT: OpReturn
; CHECK: %[[#F]] = OpFunction
; CHECK: OpStore
; CHECK: OpFunction %
; CHECK: OpFunctionCall %[[#]] %[[#F]]

; BACK: define spir_kernel void @inner(
; BACK-NEXT: call spir_func void @inner.body(
; BACK: define {{.*}}spir_func void @inner.body(
; BACK: define spir_kernel void @outer(
; BACK-NEXT: call spir_func void @inner.body(

define spir_kernel void @inner(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
define spir_kernel void @outer(ptr addrspace(1) %p) {
  call spir_kernel void @inner(ptr addrspace(1) %p)
  ret void
}

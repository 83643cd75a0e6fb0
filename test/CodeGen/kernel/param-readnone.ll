;; A readnone (unused) pointer parameter gets no FuncParamAttr NoReadWrite:
;; the Khronos reader does not know that attribute and aborts on it.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-NOT: NoReadWrite
; CHECK: OpDecorate %[[#]] FuncParamAttr NoWrite
; CHECK-NOT: NoReadWrite

define spir_kernel void @k(ptr addrspace(1) readnone %unused, ptr addrspace(1) readonly %in, ptr addrspace(1) %out) {
  %v = load i32, ptr addrspace(1) %in
  store i32 %v, ptr addrspace(1) %out
  ret void
}

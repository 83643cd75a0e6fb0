;; llvm.get.rounding is 1 (LLVM's code for round to nearest, ties to even: the
;; rounding of OpenCL kernels); llvm.threadlocal.address is its pointer, since
;; SPIR-V has no thread-local storage.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I]] 1
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup
; CHECK: OpStore %[[#G]] %[[#ONE]]

@g = thread_local addrspace(1) global i32 0

define spir_kernel void @k() {
  %r = call i32 @llvm.get.rounding()
  %p = call ptr addrspace(1) @llvm.threadlocal.address.p1(ptr addrspace(1) @g)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

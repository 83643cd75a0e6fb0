;; Without SPV_INTEL_loop_fuse, !loop_fuse is a hint that is left out, as the
;; Khronos translator does: no capability, no decoration, no error. A node
;; without its second operand is not the front end's shape and is left out
;; even with the extension.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv
; RUN: spirv-val %t32.spv
; RUN: spirv-dis --raw-id --no-header %t32.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_loop_fuse %s -filetype=asm -o - | FileCheck %s --check-prefix=SHAPE

; CHECK-NOT: LoopFuse
; CHECK-NOT: OpExtension
; CHECK-NOT: FuseLoops

; SHAPE-DAG: OpName %[[#K:]] "k"
; SHAPE-DAG: OpDecorate %[[#K]] FuseLoopsInFunctionINTEL 2 0
; SHAPE-NOT: OpDecorate %[[#]] FuseLoopsInFunctionINTEL

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !loop_fuse !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  call spir_func void @f(ptr addrspace(1) %p)
  ret void
}

define spir_func void @f(ptr addrspace(1) %p) !loop_fuse !1 {
  store i32 2, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{i32 2, i32 0}
!1 = !{i32 3}

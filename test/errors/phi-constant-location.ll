;; An error found while filling in a phi's incoming values (after the
;; function's blocks are lowered) names the phi, not the function's last
;; instruction.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}phi-constant-location.ll:[[#@LINE+8]]: in @k: %p = phi ptr [ blockaddress(@k, %a), %entry ], [ null, %a ]: this kind of constant is not supported for spirv64

define spir_kernel void @k(ptr addrspace(1) %o, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi ptr [ blockaddress(@k, %a), %entry ], [ null, %a ]
  store ptr %p, ptr addrspace(1) %o
  br label %d
d:
  %z = add i32 1, 2
  store i32 %z, ptr addrspace(1) %o
  ret void
}

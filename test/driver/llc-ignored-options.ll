;; llc's generic options that regression tests pass are accepted and change
;; nothing in the output, and so is --spv-allow-unknown-intrinsics (with or
;; without prefixes); an unknown option is an error.
; RUN: llc-spirv %s -o %t.ref.spv
; RUN: llc-spirv -O0 -verify-machineinstrs --asm-verbose=false -disable-lsr --global-isel -print-after-all %s -o %t.llc.spv 2>/dev/null
; RUN: cmp %t.ref.spv %t.llc.spv
; RUN: llc-spirv --spv-allow-unknown-intrinsics --spv-allow-unknown-intrinsics=llvm.foo.,llvm.bar. %s -o %t.unk.spv
; RUN: cmp %t.ref.spv %t.unk.spv
; RUN: not llc-spirv --no-such-option %s -o %t.bad.spv 2>&1 | FileCheck %s

; CHECK: llc-spirv: error: unknown option '--no-such-option' (see --help)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

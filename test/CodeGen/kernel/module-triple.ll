;; Without -mtriple the module's own triple is used: spir64 is spirv64
;; (Physical64) and spir is spirv32 (Physical32); -mtriple overrides it.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv %s -o - | FileCheck %s --check-prefix=P64
; RUN: sed 's/spir64-unknown-unknown/spir-unknown-unknown/' %s > %t32.ll
; RUN: llc-spirv %t32.ll -o - | FileCheck %s --check-prefix=P32
; RUN: llc-spirv -mtriple=spirv32 %s -o - | FileCheck %s --check-prefix=P32

; P64: OpMemoryModel Physical64 OpenCL
; P32: OpMemoryModel Physical32 OpenCL

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

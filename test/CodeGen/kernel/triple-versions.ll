;; spirv32/spirv64 with a v1.0..v1.6 subarchitecture fix the header version; the
;; addressing model follows the pointer width.
; RUN: llc-spirv -mtriple=spirv64v1.0 %s -o - | FileCheck %s --check-prefixes=V10,P64
; RUN: llc-spirv -mtriple=spirv64v1.1 %s -o - | FileCheck %s --check-prefixes=V11,P64
; RUN: llc-spirv -mtriple=spirv64v1.2 %s -o - | FileCheck %s --check-prefixes=V12,P64
; RUN: llc-spirv -mtriple=spirv32v1.3 %s -o - | FileCheck %s --check-prefixes=V13,P32
; RUN: llc-spirv -mtriple=spirv32v1.4 %s -o - | FileCheck %s --check-prefixes=V14,P32
; RUN: llc-spirv -mtriple=spirv64v1.5 %s -o - | FileCheck %s --check-prefixes=V15,P64
; RUN: llc-spirv -mtriple=spirv64v1.6 %s -o - | FileCheck %s --check-prefixes=V16,P64
; RUN: llc-spirv -mtriple=spirv64v1.6 %s -o %t16.spv
; RUN: spirv-val --target-env spv1.6 %t16.spv
; RUN: llc-spirv -mtriple=spirv32v1.3 %s -o %t13.spv
; RUN: spirv-val --target-env spv1.3 %t13.spv

; V10: ; Version: 1.0
; V11: ; Version: 1.1
; V12: ; Version: 1.2
; V13: ; Version: 1.3
; V14: ; Version: 1.4
; V15: ; Version: 1.5
; V16: ; Version: 1.6
; P64: OpMemoryModel Physical64 OpenCL
; P32: OpMemoryModel Physical32 OpenCL

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

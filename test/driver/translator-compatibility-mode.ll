;; --translator-compatibility-mode keeps the output readable by the Khronos
;; translator (SPIR-V 1.4 at most) unless a version is asked for explicitly:
;; by --spirv-max-version or by the triple (a version, or an OS that fixes one).
; RUN: llc-spirv --translator-compatibility-mode %s -o - | FileCheck %s --check-prefix=V10
; RUN: llc-spirv --translator-compatibility-mode -mtriple=spirv64v1.6 %s -o - | FileCheck %s --check-prefix=V16
; RUN: llc-spirv --translator-compatibility-mode --spirv-max-version=1.6 -mtriple=spirv64v1.5 %s -o - | FileCheck %s --check-prefix=V15
; RUN: llc-spirv --translator-compatibility-mode -mtriple=spirv64-amd-amdhsa %s -o - | FileCheck %s --check-prefix=V16
; RUN: not llc-spirv --translator-compatibility-mode --spirv-max-version=1.4 -mtriple=spirv64-amd-amdhsa %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR

; V10: ; Version: 1.0
; V16: ; Version: 1.6
; V15: ; Version: 1.5
; ERR: llc-spirv: error: {{.*}}: triple 'spirv64-amd-amdhsa' fixes SPIR-V 1.6, above the maximum 1.4

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p, align 4
  ret void
}

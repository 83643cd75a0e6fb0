;; --spirv-max-version caps the SPIR-V version: a select of an aggregate needs
;; 1.4, so it compiles at 1.4 unless the cap is lower, where it is an error; a
;; triple that fixes a version above the cap is an option error; the value
;; must be 1.0 to 1.6.
; RUN: llc-spirv %s -o - | FileCheck %s --check-prefix=FREE
; RUN: llc-spirv --spirv-max-version=1.4 %s -o %t.spv && spirv-val %t.spv
; RUN: not llc-spirv --spirv-max-version=1.3 %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=LOW
; RUN: not test -e %t.bad.spv
; RUN: not llc-spirv -mtriple=spirv64v1.5 --spirv-max-version=1.4 %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=TRIPLE
; RUN: llc-spirv -mtriple=spirv64v1.5 --spirv-max-version=1.6 %s -o - | FileCheck %s --check-prefix=FIXED
; RUN: not llc-spirv --spirv-max-version=1.7 %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=RANGE
; RUN: not llc-spirv --spirv-max-version=14 %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=SYNTAX

; FREE: ; Version: 1.4
; LOW: llc-spirv: error: {{.*}}select of an aggregate{{.*}}
; TRIPLE: llc-spirv: error: {{.*}}: triple 'spirv64v1.5' fixes SPIR-V 1.5, above the maximum 1.4
; FIXED: ; Version: 1.5
; RANGE: llc-spirv: error: SPIR-V version '1.7' is not one of 1.0 to 1.6
; SYNTAX: llc-spirv: error: SPIR-V version '14' is not one of 1.0 to 1.6

target triple = "spirv64-unknown-unknown"

%pair = type { i32, float }

define spir_kernel void @pick(ptr addrspace(1) %o, i1 %c) {
  %s = select i1 %c, %pair { i32 1, float 2.0 }, %pair { i32 3, float 4.0 }
  store %pair %s, ptr addrspace(1) %o
  ret void
}

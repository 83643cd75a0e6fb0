;; --avoid-spirv-capabilities=<names>: a module that needs one of them is an
;; error (no output file); capabilities it does not need are fine; an unknown
;; name is an option error.
; RUN: llc-spirv --avoid-spirv-capabilities=Float16,Int8 %s -o - | FileCheck %s
; RUN: not llc-spirv --avoid-spirv-capabilities=Float16,Int64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=NEEDED
; RUN: not test -e %t.spv
; RUN: not llc-spirv --avoid-spirv-capabilities=Int65 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=UNKNOWN

; CHECK: OpCapability Int64
; NEEDED: llc-spirv: error: {{.*}}: the module needs capability Int64, which --avoid-spirv-capabilities excludes
; UNKNOWN: llc-spirv: error: {{.*}}: unknown capability 'Int65' in --avoid-spirv-capabilities

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i64 %v) {
  %w = mul i64 %v, 3
  store i64 %w, ptr addrspace(1) %p, align 8
  ret void
}

;; Without SPV_INTEL_predicated_io a __spirv_Predicated*INTEL call, which
;; asks for the instruction by name, is an error naming the extension, and no
;; output is left (the core form, a branch around a load or store, would
;; split the block the call is in). With it, memory access Volatile ("not
;; allowed") and a value that is not numerical are errors at the call.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.spv
; RUN: sed 's/^;VOL //' %s > %t.vol.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_predicated_io %t.vol.ll -o %t.vol.spv 2>&1 | FileCheck %s --check-prefix=VOL
; RUN: sed 's/^;PTR //' %s > %t.ptr.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_predicated_io %t.ptr.ll -o %t.ptr.spv 2>&1 | FileCheck %s --check-prefix=PTR

; OFF: llc-spirv: error: {{.*}}disabled.ll:[[@LINE+12]]: in @k: {{.*}}: OpPredicatedLoadINTEL needs capability PredicatedIOINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_predicated_io)
; VOL: llc-spirv: error: {{.*}}.vol.ll:[[@LINE+12]]: in @k: {{.*}}: builtin __spirv_PredicatedStoreINTEL is not supported for spirv64 with memory access Volatile, which the instruction does not allow
; PTR: llc-spirv: error: {{.*}}.ptr.ll:[[@LINE+12]]: in @k: {{.*}}: builtin __spirv_PredicatedLoadINTEL is not supported for spirv64 declared with these types (a pointer, a bool predicate and a numerical scalar or vector)

target triple = "spirv64-unknown-unknown"

declare i32 @__spirv_PredicatedLoadINTEL(ptr addrspace(1), i1, i32)
declare void @__spirv_PredicatedStoreINTEL(ptr addrspace(1), i32, i1, i32)
declare ptr addrspace(1) @_Z27__spirv_PredicatedLoadINTELPU3AS1KPU3AS1ibS0_(ptr addrspace(1), i1, ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %p, i1 %c) {
entry:
  %v = call i32 @__spirv_PredicatedLoadINTEL(ptr addrspace(1) %p, i1 %c, i32 0)
;VOL  call void @__spirv_PredicatedStoreINTEL(ptr addrspace(1) %p, i32 1, i1 %c, i32 1)
;PTR  %q = call ptr addrspace(1) @_Z27__spirv_PredicatedLoadINTELPU3AS1KPU3AS1ibS0_(ptr addrspace(1) %p, i1 %c, ptr addrspace(1) %p)
  ret void
}

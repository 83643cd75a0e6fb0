;; A memory_order that is only known at run time (a helper that passes its
;; parameter through, not inlined) is a clear error, not invalid SPIR-V.
;; OpenCL C (CL2.0): int f(global atomic_int *a, memory_order o) { return atomic_fetch_add_explicit(a, 1, o); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}builtin atomic_fetch_add_explicit is not supported for spirv64 with a memory_order that is not a constant

target triple = "spirv64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(1) %a, i32 %o) {
  %g = addrspacecast ptr addrspace(1) %a to ptr addrspace(4)
  %r = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4) %g, i32 1, i32 %o)
  ret i32 %r
}

declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order(ptr addrspace(4), i32, i32)

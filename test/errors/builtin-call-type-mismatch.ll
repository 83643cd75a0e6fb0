;; A call whose argument types differ from the builtin's declaration (atom_add
;; on long called with an i32): the call's own types are what the lowering
;; uses (builtin-call-own-types.ll), and here they do not fit together (an
;; i64 result from an i32 operand), so it is an error (before, the lowering
;; trusted the declared signature and emitted an atomic with mismatched
;; types; found by libFuzzer).
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}builtin-call-type-mismatch.ll:[[@LINE+3]]: in @k: %r = call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) %p, i32 1): builtin atom_add declared as i64 (ptr addrspace(1), i32) is not supported for spirv64 (the declaration does not fit the builtin: {{.*}}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) %p, i32 1)
  ret void
}

declare spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1), i64)

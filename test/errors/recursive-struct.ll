;; Struct types that contain themselves (through an array and another struct):
;; LLVM accepts them as unsized types, SPIR-V has no way to write them. A
;; global, a parameter or a result of such a type is a clear error naming the
;; type, where it was an internal error (a member type id 0); loading one is
;; LLVM's own error.
; RUN: split-file %s %t
; RUN: not llc-spirv %t/global.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=REC
; RUN: not llc-spirv %t/param.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=REC
; RUN: not llc-spirv %t/result.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=REC
; RUN: not llc-spirv %t/load.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LOAD
; RUN: not test -e %t.spv

; REC: llc-spirv: error: {{.*}}.ll:{{[0-9]+}}: {{.*}}: a recursive type (%{{[TU]}} contains itself) is not supported for spirv64-unknown-unknown
; LOAD: llc-spirv: error: {{.*}}load.ll:4:13: loading unsized types is not allowed

;--- global.ll
%T = type { i32, [2 x %U] }
%U = type { %T }
@g = external addrspace(1) global %T
define spir_kernel void @k(ptr addrspace(1) %p) {
  store ptr addrspace(1) @g, ptr addrspace(1) %p
  ret void
}
;--- param.ll
%T = type { i32, [2 x %U] }
%U = type { %T }
define spir_func void @f(%T %x) {
  ret void
}
;--- result.ll
%T = type { i32, [2 x %U] }
%U = type { %T }
define spir_func %T @f() {
  ret %T undef
}
;--- load.ll
%T = type { i32, %T }
define spir_kernel void @k(ptr addrspace(1) %p) {
  ; the verifier's own error
  %v = load %T, ptr addrspace(1) %p
  ret void
}

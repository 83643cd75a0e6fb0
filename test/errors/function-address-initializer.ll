;; The address of a defined function in a global's initializer (not a block's
;; function) is a function pointer: a clear error, where it was an internal
;; error (an OpVariable initialised with a function id). Only clang's names
;; for blocks, __<caller>_block_invoke[_<n>], are blocks' functions: a user's
;; function that merely has _block_invoke in its name is not one.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: sed 's/@f\b/@my_block_invoke/g' %s > %t.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=NAMED
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}function-address-initializer.ll:{{[0-9]+}}: {{.*}}function pointers (the address of @f) are not supported for spirv64
; NAMED: llc-spirv: error: {{.*}}: function pointers (the address of @my_block_invoke) are not supported for spirv64

define spir_func void @f() {
  ret void
}

@g = addrspace(1) global ptr @f

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load ptr, ptr addrspace(1) @g
  store ptr %v, ptr addrspace(1) %p
  ret void
}

;; SPIR-V has no forward reference in a variable's initializer, so a global
;; whose initializer reaches back to itself (a list head pointing at itself,
;; as `struct node n = {&n, 1}` in C, or two globals pointing at each other)
;; cannot be declared: a clear error naming the global, not an internal error.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/self.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SELF
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/cycle.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CYCLE
; RUN: not llc-spirv -mtriple=spirv32 %t/private.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=PRIVATE
; RUN: not test -e %t.spv

; SELF: llc-spirv: error: {{.*}}self.ll:2: @n = addrspace(1) global %node { ptr addrspace(1) @n, i32 1 }: a global variable whose initializer refers back to it is not supported for spirv64
; CYCLE: llc-spirv: error: {{.*}}cycle.ll:1: @a = addrspace(1) global ptr addrspace(1) @b: a global variable whose initializer refers back to it is not supported for spirv64
; PRIVATE: llc-spirv: error: {{.*}}private.ll:1: @self = global ptr @self: a global variable whose initializer refers back to it is not supported for spirv32

;--- self.ll
%node = type { ptr addrspace(1), i32 }
@n = addrspace(1) global %node { ptr addrspace(1) @n, i32 1 }
define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load i32, ptr addrspace(1) getelementptr (%node, ptr addrspace(1) @n, i32 0, i32 1)
  store i32 %v, ptr addrspace(1) %o
  ret void
}
;--- cycle.ll
@a = addrspace(1) global ptr addrspace(1) @b
@b = addrspace(1) global ptr addrspace(1) @a
define spir_kernel void @k(ptr addrspace(1) %o) {
  %p = load ptr addrspace(1), ptr addrspace(1) @a
  store ptr addrspace(1) %p, ptr addrspace(1) %o
  ret void
}
;--- private.ll
@self = global ptr @self
define spir_kernel void @k(ptr addrspace(1) %o) {
  %p = load ptr, ptr @self
  store ptr null, ptr %p
  ret void
}

;; __spirv_* calls with a constant Scope or MemorySemantics that SPIR-V does
;; not allow (scope 10; two orderings; a release on a load; an acquire on a
;; store; a release on a compare-exchange's Unequal): clear errors naming the
;; operand (found by libFuzzer: scope 10 gave an invalid module). Valid
;; values, including ControlBarrier's two scopes, stay valid.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/scope.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SCOPE
; RUN: not llc-spirv -mtriple=spirv64 %t/orders.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ORDERS
; RUN: not llc-spirv -mtriple=spirv64 %t/load.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LOAD
; RUN: not llc-spirv -mtriple=spirv64 %t/store.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=STORE
; RUN: not llc-spirv -mtriple=spirv64 %t/unequal.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=UNEQUAL
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv64 %t/ok.ll -o %t.ok.spv
; RUN: spirv-val %t.ok.spv

; SCOPE: error: {{.*}}scope.ll:2: {{.*}}: builtin __spirv_AtomicISub is not supported for spirv64{{.*}} with operand 1 = 10, which is not a valid scope or memory semantics here
; ORDERS: error: {{.*}}orders.ll:2: {{.*}} with operand 2 = 6, which is not a valid scope or memory semantics here
; LOAD: error: {{.*}}load.ll:2: {{.*}} with operand 2 = 4, which is not a valid scope or memory semantics here
; STORE: error: {{.*}}store.ll:2: {{.*}} with operand 2 = 2, which is not a valid scope or memory semantics here
; UNEQUAL: error: {{.*}}unequal.ll:2: {{.*}} with operand 3 = 8, which is not a valid scope or memory semantics here

;--- scope.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %b = call spir_func i32 @__spirv_AtomicISub(ptr addrspace(1) %p, i32 10, i32 0, i32 1)
  ret void
}
declare spir_func i32 @__spirv_AtomicISub(ptr addrspace(1), i32, i32, i32)
;--- orders.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %b = call spir_func i32 @__spirv_AtomicIAdd(ptr addrspace(1) %p, i32 1, i32 6, i32 1)
  ret void
}
declare spir_func i32 @__spirv_AtomicIAdd(ptr addrspace(1), i32, i32, i32)
;--- load.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %b = call spir_func i32 @__spirv_AtomicLoad(ptr addrspace(1) %p, i32 1, i32 4)
  ret void
}
declare spir_func i32 @__spirv_AtomicLoad(ptr addrspace(1), i32, i32)
;--- store.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  call spir_func void @__spirv_AtomicStore(ptr addrspace(1) %p, i32 1, i32 2, i32 5)
  ret void
}
declare spir_func void @__spirv_AtomicStore(ptr addrspace(1), i32, i32, i32)
;--- unequal.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  %b = call spir_func i32 @__spirv_AtomicCompareExchange(ptr addrspace(1) %p, i32 1, i32 8, i32 8, i32 1, i32 0)
  ret void
}
declare spir_func i32 @__spirv_AtomicCompareExchange(ptr addrspace(1), i32, i32, i32, i32, i32)
;--- ok.ll
define spir_kernel void @k(ptr addrspace(1) %p) {
  call spir_func void @__spirv_ControlBarrier(i32 2, i32 2, i32 272)
  %b = call spir_func i32 @__spirv_AtomicCompareExchange(ptr addrspace(1) %p, i32 1, i32 8, i32 2, i32 1, i32 0)
  %c = call spir_func i32 @__spirv_AtomicLoad(ptr addrspace(1) %p, i32 2, i32 16)
  ret void
}
declare spir_func void @__spirv_ControlBarrier(i32, i32, i32)
declare spir_func i32 @__spirv_AtomicCompareExchange(ptr addrspace(1), i32, i32, i32, i32, i32)
declare spir_func i32 @__spirv_AtomicLoad(ptr addrspace(1), i32, i32)

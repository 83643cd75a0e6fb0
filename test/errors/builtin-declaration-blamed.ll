;; A builtin declared with types the builtin does not have (hand-written IR,
;; or bitcode whose type table libFuzzer changed): the lowerings trust the
;; declaration, so where no check catches it first the module they make is
;; invalid. The validator's verdict is then traced back to the call whose words
;; it rejects, and the error is the user's (exit 1, the call's location), not
;; an internal one; nothing is written.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/isnan-int.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ISNAN
; RUN: not llc-spirv -mtriple=spirv64 %t/sin-two.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SIN_TWO
; RUN: not llc-spirv -mtriple=spirv64 %t/queue-arg.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=QUEUE
; RUN: not llc-spirv -mtriple=spirv64 %t/fetch-add-wide.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FETCH_ADD
; RUN: not llc-spirv -mtriple=spirv64 %t/to-global-int.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=TO_GLOBAL
; RUN: not llc-spirv -mtriple=spirv64 %t/fetch-and-vector.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FETCH_AND
; RUN: not llc-spirv -mtriple=spirv64 %t/spirv-load-int.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SPIRV_LOAD
; RUN: not test -e %t.spv
;; the same through bitcode, where no .ll text gives the line
; RUN: llvm-as %t/isnan-int.ll -o %t.bc
; RUN: not llc-spirv -mtriple=spirv64 %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=BITCODE
; RUN: not test -e %t.spv

; ISNAN: llc-spirv: error: {{.*}}isnan-int.ll:5: in @k: %r = call i32 @isnan(i32 %x): builtin isnan declared as i32 (i32) is not supported for spirv64 (the declaration does not fit the builtin: its lowering is invalid SPIR-V: {{.*}}IsNan
; ISNAN-NOT: internal error
; SIN_TWO: error: {{.*}}sin-two.ll:5: {{.*}}builtin sin declared as float (float, float) is not supported for spirv64 (the declaration does not fit the builtin
; QUEUE: error: {{.*}}queue-arg.ll:5: {{.*}}builtin get_default_queue declared as i32 (i32) is not supported for spirv64
; FETCH_ADD: error: {{.*}}fetch-add-wide.ll:5: {{.*}}builtin atomic_fetch_add declared as i32 (ptr addrspace(1), i64) is not supported for spirv64
; TO_GLOBAL: error: {{.*}}to-global-int.ll:5: {{.*}}builtin to_global declared as i32 (ptr addrspace(4)) is not supported for spirv64
;; fuzz finding: a vector where the builtin takes a pointer crashed the lowering
; FETCH_AND: error: {{.*}}fetch-and-vector.ll:5: {{.*}}a call that passes a non-pointer where the builtin takes a pointer is not supported for spirv64
; SPIRV_LOAD: error: {{.*}}spirv-load-int.ll:5: {{.*}}builtin __spirv_AtomicLoad declared as i32 (i32, i32, i32) is not supported for spirv64 ({{.*}}expected Pointer
; BITCODE: llc-spirv: error: {{.*}}: in @k: %r = call i32 @isnan(i32 %x): builtin isnan declared as i32 (i32) is not supported for spirv64

;--- isnan-int.ll
target triple = "spirv64-unknown-unknown"
declare spir_func i32 @isnan(i32)
define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  store i32 0, ptr addrspace(1) %p
  %r = call i32 @isnan(i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
;--- sin-two.ll
target triple = "spirv64-unknown-unknown"
declare spir_func float @_Z3sinff(float, float)
define spir_kernel void @k(ptr addrspace(1) %p, float %f) {
  store i32 0, ptr addrspace(1) %p
  %r = call float @_Z3sinff(float %f, float %f)
  store float %r, ptr addrspace(1) %p
  ret void
}
;--- queue-arg.ll
target triple = "spirv64-unknown-unknown"
declare spir_func i32 @_Z17get_default_queuei(i32)
define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  store i32 0, ptr addrspace(1) %p
  %r = call i32 @_Z17get_default_queuei(i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
;--- fetch-add-wide.ll
target triple = "spirv64-unknown-unknown"
declare spir_func i32 @_Z16atomic_fetch_addPU3AS1Vll(ptr addrspace(1), i64)
define spir_kernel void @k(ptr addrspace(1) %p, i64 %x) {
  store i32 0, ptr addrspace(1) %p
  %r = call i32 @_Z16atomic_fetch_addPU3AS1Vll(ptr addrspace(1) %p, i64 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
;--- to-global-int.ll
target triple = "spirv64-unknown-unknown"
declare spir_func i32 @_Z9to_globalPU3AS4v(ptr addrspace(4))
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(4) %g) {
  store i32 0, ptr addrspace(1) %p
  %r = call i32 @_Z9to_globalPU3AS4v(ptr addrspace(4) %g)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
;--- fetch-and-vector.ll
target triple = "spirv64-unknown-unknown"
declare spir_func <4 x i8> @atomic_fetch_and(<4 x i8>, <4 x i8>)
define spir_kernel void @k(ptr addrspace(1) %p, <4 x i8> %v) {
  store i32 0, ptr addrspace(1) %p
  %r = call <4 x i8> @atomic_fetch_and(<4 x i8> %v, <4 x i8> %v)
  store <4 x i8> %r, ptr addrspace(1) %p
  ret void
}
;--- spirv-load-int.ll
target triple = "spirv64-unknown-unknown"
declare spir_func i32 @__spirv_AtomicLoad(i32, i32, i32)
define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {
  store i32 0, ptr addrspace(1) %p
  %r = call i32 @__spirv_AtomicLoad(i32 %x, i32 2, i32 0)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

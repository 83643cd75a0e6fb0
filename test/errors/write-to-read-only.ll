;; Writes and atomics on constant (2) or Input (7) memory: each a clear error
;; naming the instruction, never an invalid module (libFuzzer found the store
;; through an Input pointer). Reading constant memory through a const builtin
;; parameter (vload) stays valid.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/store-input.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=INPUT
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/store.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=STORE
; RUN: not llc-spirv -mtriple=spirv64 %t/memset.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MEMSET
; RUN: not llc-spirv -mtriple=spirv64 %t/memcpy.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MEMCPY
; RUN: not llc-spirv -mtriple=spirv64 %t/rmw.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=RMW
; RUN: not llc-spirv -mtriple=spirv64 %t/cmpxchg.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CMPXCHG
; RUN: not llc-spirv -mtriple=spirv64 %t/atomic-load.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ALOAD
; RUN: not llc-spirv -mtriple=spirv64 %t/atomic-builtin.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ABUILTIN
; RUN: not llc-spirv -mtriple=spirv64 %t/vstore.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VSTORE
; RUN: not llc-spirv -mtriple=spirv64 %t/fract.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FRACT
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv64 %t/vload.ll -o %t.ok.spv
; RUN: spirv-val %t.ok.spv

; INPUT: error: {{.*}}store-input.ll:2: in @k: store i32 1, ptr addrspace(7) %p{{.*}}: a write or atomic access to address space 7 (read-only input memory) is not supported for spirv64
; STORE: error: {{.*}}store.ll:2: in @k: store {{.*}}: a write or atomic access to address space 2 (read-only constant memory) is not supported for spirv64
; MEMSET: error: {{.*}}memset.ll:2: in @k: call void @llvm.memset{{.*}}: a write or atomic access to address space 2
; MEMCPY: error: {{.*}}memcpy.ll:2: in @k: call void @llvm.memcpy{{.*}}: a write or atomic access to address space 2
; RMW: error: {{.*}}rmw.ll:2: in @k: %o = atomicrmw {{.*}}: a write or atomic access to address space 2
; CMPXCHG: error: {{.*}}cmpxchg.ll:2: in @k: %o = cmpxchg {{.*}}: a write or atomic access to address space 2
; ALOAD: error: {{.*}}atomic-load.ll:2: in @k: %o = load atomic {{.*}}: a write or atomic access to address space 2
; ABUILTIN: error: {{.*}}atomic-builtin.ll:2: in @k: %o = call spir_func i32 @_Z10atomic_addPU3AS2Vii{{.*}}: a write or atomic access to address space 2
; VSTORE: error: {{.*}}vstore.ll:2: in @k: call spir_func void @_Z7vstore4Dv4_fmPU3AS2f{{.*}}: a write or atomic access to address space 2
; FRACT: error: {{.*}}fract.ll:2: in @k: %o = call spir_func float @_Z5fractfPU3AS2f{{.*}}: a write or atomic access to address space 2

;--- store-input.ll
define spir_kernel void @k(ptr addrspace(7) %p) {
  store i32 1, ptr addrspace(7) %p
  ret void
}
;--- store.ll
define spir_kernel void @k(ptr addrspace(2) %p) {
  store i32 1, ptr addrspace(2) %p
  ret void
}
;--- memset.ll
define spir_kernel void @k(ptr addrspace(2) %p) {
  call void @llvm.memset.p2.i64(ptr addrspace(2) %p, i8 0, i64 8, i1 false)
  ret void
}
declare void @llvm.memset.p2.i64(ptr addrspace(2), i8, i64, i1)
;--- memcpy.ll
define spir_kernel void @k(ptr addrspace(2) %p, ptr addrspace(1) %q) {
  call void @llvm.memcpy.p2.p1.i64(ptr addrspace(2) %p, ptr addrspace(1) %q, i64 8, i1 false)
  ret void
}
declare void @llvm.memcpy.p2.p1.i64(ptr addrspace(2), ptr addrspace(1), i64, i1)
;--- rmw.ll
define spir_kernel void @k(ptr addrspace(2) %p) {
  %o = atomicrmw add ptr addrspace(2) %p, i32 1 seq_cst
  ret void
}
;--- cmpxchg.ll
define spir_kernel void @k(ptr addrspace(2) %p) {
  %o = cmpxchg ptr addrspace(2) %p, i32 0, i32 1 seq_cst seq_cst
  ret void
}
;--- atomic-load.ll
define spir_kernel void @k(ptr addrspace(2) %p) {
  %o = load atomic i32, ptr addrspace(2) %p seq_cst, align 4
  ret void
}
;--- atomic-builtin.ll
define spir_kernel void @k(ptr addrspace(2) %p) {
  %o = call spir_func i32 @_Z10atomic_addPU3AS2Vii(ptr addrspace(2) %p, i32 1)
  ret void
}
declare spir_func i32 @_Z10atomic_addPU3AS2Vii(ptr addrspace(2), i32)
;--- vstore.ll
define spir_kernel void @k(ptr addrspace(2) %p) {
  call spir_func void @_Z7vstore4Dv4_fmPU3AS2f(<4 x float> zeroinitializer, i64 0, ptr addrspace(2) %p)
  ret void
}
declare spir_func void @_Z7vstore4Dv4_fmPU3AS2f(<4 x float>, i64, ptr addrspace(2))
;--- fract.ll
define spir_kernel void @k(ptr addrspace(2) %p) {
  %o = call spir_func float @_Z5fractfPU3AS2f(float 1.0, ptr addrspace(2) %p)
  ret void
}
declare spir_func float @_Z5fractfPU3AS2f(float, ptr addrspace(2))
;--- vload.ll
define spir_kernel void @k(ptr addrspace(2) %p, ptr addrspace(1) %q) {
  %o = call spir_func <4 x float> @_Z6vload4mPU3AS2Kf(i64 0, ptr addrspace(2) %p)
  store <4 x float> %o, ptr addrspace(1) %q
  ret void
}
declare spir_func <4 x float> @_Z6vload4mPU3AS2Kf(i64, ptr addrspace(2))

;; LLVM packs a vector of integers narrower than a byte into memory (<2 x i4>
;; is one byte); the widened SPIR-V vector would take a byte per lane and touch
;; its neighbours' memory. Outside private memory such a load or store is a
;; clear error (it read and wrote two bytes before). With SPV_INTEL_int4 or
;; SPV_INTEL_arbitrary_precision_integers the lanes are native and this does
;; not apply; in Function memory the vector keeps its widened type.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/load.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LOAD
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv32 %t/store.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=STORE
; RUN: not test -e %t.spv
; RUN: llc-spirv -mtriple=spirv64 %t/private.ll -o %t.p.spv
; RUN: spirv-val %t.p.spv
; RUN: spirv-dis --raw-id --no-header %t.p.spv | FileCheck %s --check-prefix=PRIVATE

; LOAD: llc-spirv: error: {{.*}}load.ll:2: in @k: {{.*}}: a load or store of a vector of integers narrower than a byte outside private memory (LLVM packs their lanes) is not supported for spirv64
; STORE: llc-spirv: error: {{.*}}store.ll:2: in @k: {{.*}}: a load or store of a vector of integers narrower than a byte outside private memory (LLVM packs their lanes) is not supported for spirv32
; PRIVATE: %[[#A:]] = OpVariable %[[#]] Function
; PRIVATE: OpStore %[[#A]] %[[#]] Volatile|Aligned 1
; PRIVATE: OpLoad %[[#]] %[[#A]] Volatile|Aligned 1

;--- load.ll
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <2 x i4>, ptr addrspace(1) %p
  %e = extractelement <2 x i4> %v, i32 0
  %x = sext i4 %e to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
;--- store.ll
define spir_kernel void @k(ptr addrspace(3) %p, <4 x i2> %v) {
  store <4 x i2> %v, ptr addrspace(3) %p
  ret void
}
;--- private.ll
define spir_func <2 x i4> @f(<2 x i4> %x) {
  %a = alloca <2 x i4>
  store volatile <2 x i4> %x, ptr %a, align 1
  %v = load volatile <2 x i4>, ptr %a, align 1
  ret <2 x i4> %v
}

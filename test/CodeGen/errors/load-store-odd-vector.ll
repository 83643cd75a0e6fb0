;; LLVM packs the lanes of a vector of odd-width integers in memory (a
;; <2 x i24> takes 6 bytes); widened to <2 x uint> a load or store would read
;; or write 8: a clear error rather than wrong memory traffic.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}a load or store of a vector of integers whose width is not 8, 16, 32 or 64 bits and not a multiple of 8 is not supported for spirv64

define spir_func void @f(ptr addrspace(1) %p, <2 x i24> %x) {
  store <2 x i24> %x, ptr addrspace(1) %p, align 8
  ret void
}

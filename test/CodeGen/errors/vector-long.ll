;; Vectors of more than 16 lanes are split before instruction selection
;; (types/vector-long.ll); what cannot be split is a clear error at the
;; construct: a kernel parameter (an entry point's interface cannot change),
;; a global variable, a recursive helper (it cannot be inlined) and an access
;; to memory whose lanes are not whole bytes (<32 x i1> is a bit mask there).
; RUN: rm -rf %t %t.spv && split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/kernel.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=KERNEL
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/global.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=GLOBAL
; RUN: not llc-spirv -mtriple=spirv64 %t/recursive.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=REC
; RUN: not llc-spirv -mtriple=spirv64 %t/bits.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BITS
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %t/bits.ll -o %t.spv 2>/dev/null; test $? = 1'

; KERNEL: llc-spirv: error: {{.*}}kernel.ll:1: in @k: a kernel with a parameter or result of a vector of more than 16 elements is not supported for spirv64 (SPIR-V vectors have at most 16 without SPV_EXT_long_vector; helpers that the module calls are inlined, but this one is an entry point){{$}}
; GLOBAL: llc-spirv: error: {{.*}}global.ll:1: @g = {{.*}}: a global variable of a vector of more than 16 elements is not supported for spirv64 (SPIR-V vectors have at most 16 without SPV_EXT_long_vector){{$}}
; REC: llc-spirv: error: {{.*}}recursive.ll:{{[0-9]+}}: in @f: a function with a parameter or result {{.*}} but this one is recursive){{$}}
; BITS: llc-spirv: error: {{.*}}bits.ll:{{[0-9]+}}: in @k: %m = load <32 x i1>, {{.*}}: this use of a vector of more than 16 elements is not supported for spirv64 (SPIR-V vectors have at most 16 without SPV_EXT_long_vector, and the instruction cannot be split lane by lane){{$}}

;--- kernel.ll
define spir_kernel void @k(<32 x i32> %v, ptr addrspace(1) %p) {
  store <32 x i32> %v, ptr addrspace(1) %p
  ret void
}
;--- global.ll
@g = addrspace(1) global <32 x float> zeroinitializer
define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load <32 x float>, ptr addrspace(1) @g
  store <32 x float> %v, ptr addrspace(1) %p
  ret void
}
;--- recursive.ll
define spir_func <32 x i32> @f(<32 x i32> %v, i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i32 %n, 1
  %w = call <32 x i32> @f(<32 x i32> %v, i32 %m)
  %s = add <32 x i32> %w, %v
  ret <32 x i32> %s
done:
  ret <32 x i32> %v
}
define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load <32 x i32>, ptr addrspace(1) %p
  %w = call <32 x i32> @f(<32 x i32> %v, i32 3)
  store <32 x i32> %w, ptr addrspace(1) %p
  ret void
}
;--- bits.ll
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %m = load <32 x i1>, ptr addrspace(1) %p
  %s = select <32 x i1> %m, <32 x i32> zeroinitializer, <32 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  store <32 x i32> %s, ptr addrspace(1) %q
  ret void
}

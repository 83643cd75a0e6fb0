;; llvm.masked.gather/scatter take vectors of pointers, which SPIR-V has only
;; with SPV_INTEL_masked_gather_scatter; the grammar llc-spirv is built with
;; lacks it: a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}intrinsic-masked-gather.ll:[[@LINE+5]]: in @f: {{.*}}: llvm.masked.gather (vectors of pointers need SPV_INTEL_masked_gather_scatter, which SPIR-V grammar {{[0-9.]+}} does not define) is not supported for spirv64

@g = addrspace(1) global [4 x float] zeroinitializer

define spir_func <2 x float> @f() {
  %v = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> <ptr addrspace(1) @g, ptr addrspace(1) @g>, i32 4, <2 x i1> <i1 true, i1 false>, <2 x float> zeroinitializer)
  ret <2 x float> %v
}

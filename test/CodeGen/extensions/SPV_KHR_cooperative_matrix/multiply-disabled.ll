;; Without SPV_KHR_cooperative_matrix there is no cooperative matrix type: a
;; clear error at the first instruction that needs one, naming the option, and
;; no output file. Extensions that mean other things do not bring it.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_joint_matrix,+SPV_NV_cooperative_matrix %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}multiply-disabled.ll:{{[0-9]+}}: in @k: %z = {{.*}}: OpTypeCooperativeMatrixKHR needs capability CooperativeMatrixKHR, which is not available for spirv64 (enable it with --spirv-ext=+SPV_KHR_cooperative_matrix)

target triple = "spirv64-unknown-unknown"

%C = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2)

define spir_kernel void @k(ptr addrspace(1) align 4 %c, i64 %n) {
  %z = tail call spir_func %C @_Z26__spirv_CompositeConstructf(float 0.0)
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %c, %C %z, i32 0, i64 %n)
  ret void
}

declare spir_func %C @_Z26__spirv_CompositeConstructf(float)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %C, i32, i64)

;; SPV_INTEL_joint_matrix's additions with only SPV_KHR_cooperative_matrix
;; enabled: each is a clear error naming --spirv-ext=+SPV_INTEL_joint_matrix,
;; and no output file: the checked construct (and so load and store), the
;; element coordinates, the prefetch, a load with layout 2 (PackedINTEL,
;; which only the extension defines) and MulAdd's TF32 operand bit. A layout
;; that is no Cooperative Matrix Layout is an error even with it. With
;; joint_matrix alone, the matrix type itself names SPV_KHR_cooperative_matrix.
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=CONSTRUCT
; RUN: not test -e %t.spv
; RUN: sed '/ConstructCheckedINTEL(i32 4/d; s/%C %mc/%C %z/' %s > %t.coord.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.coord.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=COORD
; RUN: sed '/ConstructCheckedINTEL(i32 4/d; s/%C %mc/%C %z/; /GetElementCoordINTEL(%C/d; /store <2 x i32>/d' %s > %t.prefetch.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.prefetch.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=PREFETCH
; RUN: sed '/ConstructCheckedINTEL(i32 4/d; s/%C %mc/%C %z/; /GetElementCoordINTEL(%C/d; /store <2 x i32>/d; /PrefetchINTELPU3AS4ciiii(ptr/d' %s > %t.packed.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.packed.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=PACKED
; RUN: sed 's/i32 2, i64 %n)/i32 1, i64 %n)/' %t.packed.ll > %t.tf32.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix %t.tf32.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=TF32
; RUN: sed 's/i32 2, i64 %n)/i32 7, i64 %n)/' %t.packed.ll > %t.bad.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix %t.bad.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_joint_matrix %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=KHR
; RUN: not test -e %t.spv
;; with both, the input compiles (checked.ll checks the instructions)
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix %s -o %t.ok.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix %t.tf32.ll -o %t.ok.spv

; CONSTRUCT: llc-spirv: error: {{.*}}checked-disabled.ll:{{[0-9]+}}: in @k: %mc = {{.*}}: OpCooperativeMatrixConstructCheckedINTEL needs capability CooperativeMatrixCheckedInstructionsINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_joint_matrix)
; COORD: llc-spirv: error: {{.*}}: in @k: %xy = {{.*}}: OpCooperativeMatrixGetElementCoordINTEL needs capability CooperativeMatrixInvocationInstructionsINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_joint_matrix)
; PREFETCH: llc-spirv: error: {{.*}}: in @k: tail call {{.*}}: OpCooperativeMatrixPrefetchINTEL needs capability CooperativeMatrixPrefetchINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_joint_matrix)
; PACKED: llc-spirv: error: {{.*}}: in @k: %mb = {{.*}}: PackedINTEL needs capability PackedCooperativeMatrixINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_joint_matrix)
; TF32: llc-spirv: error: {{.*}}: in @k: %r = {{.*}}: MatrixAAndBTF32ComponentsINTEL needs capability CooperativeMatrixTF32ComponentTypeINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_joint_matrix)
; BAD: llc-spirv: error: {{.*}}: in @k: %mb = {{.*}}: builtin __spirv_CooperativeMatrixLoadKHR is not supported for spirv64 with memory layout 7, which is not a Cooperative Matrix Layout
; KHR: llc-spirv: error: {{.*}}: OpTypeCooperativeMatrixKHR needs capability CooperativeMatrixKHR, which is not available for spirv64 (enable it with --spirv-ext=+SPV_KHR_cooperative_matrix)

target triple = "spirv64-unknown-unknown"

%A = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 0)
%B = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 1)
%C = type target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2)

define spir_kernel void @k(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %c, i64 %n, i32 %idx, ptr addrspace(1) %out) {
  %z = tail call spir_func %C @_Z26__spirv_CompositeConstructf(float 0.0)
  %mc = tail call spir_func %C @_Z46__spirv_CooperativeMatrixConstructCheckedINTEL(i32 4, i32 4, i32 8, i32 8, float 1.0)
  %xy = tail call spir_func <2 x i32> @_Z45__spirv_CooperativeMatrixGetElementCoordINTEL(%C %mc, i32 %idx)
  store <2 x i32> %xy, ptr addrspace(1) %out, align 8
  tail call spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS4ciiii(ptr addrspace(1) %a, i32 8, i32 8, i32 0, i32 0)
  %ma = tail call spir_func %A @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1) %a, i32 0, i64 %n)
  %mb = tail call spir_func %B @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1) %a, i32 2, i64 %n)
  %r = tail call spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHR(%A %ma, %B %mb, %C %mc, i32 32)
  tail call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %c, %C %r, i32 0, i64 %n)
  ret void
}

declare spir_func %C @_Z26__spirv_CompositeConstructf(float)
declare spir_func %C @_Z46__spirv_CooperativeMatrixConstructCheckedINTEL(i32, i32, i32, i32, float)
declare spir_func <2 x i32> @_Z45__spirv_CooperativeMatrixGetElementCoordINTEL(%C, i32)
declare spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS4ciiii(ptr addrspace(1), i32, i32, i32, i32)
declare spir_func %A @_Z32__spirv_CooperativeMatrixLoadKHR_1(ptr addrspace(1), i32, i64)
declare spir_func %B @_Z32__spirv_CooperativeMatrixLoadKHR_2(ptr addrspace(1), i32, i64)
declare spir_func %C @_Z34__spirv_CooperativeMatrixMulAddKHR(%A, %B, %C, i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), %C, i32, i64)

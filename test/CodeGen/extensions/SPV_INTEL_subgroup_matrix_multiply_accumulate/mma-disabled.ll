;; Without SPV_INTEL_subgroup_matrix_multiply_accumulate the instruction has no
;; core equivalent: a clear error naming the option, and no output file. With
;; it, a K dimension that is not a constant and an operands mask with a bit
;; that is no MatrixMultiplyAccumulateOperands enumerant are errors too (the
;; _float8 and _float4 extensions' bits have their own tests; the scaled
;; extension's are not in the grammar).
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed 's/(i32 16, <4 x i16>/(i32 %%k, <4 x i16>/' %s > %t.k.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %t.k.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=KDIM
; RUN: not test -e %t.spv
; RUN: sed 's/<4 x float> %%c, i32 12)/<4 x float> %%c, i32 8388608)/' %s > %t.mask.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %t.mask.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MASK

; CHECK: llc-spirv: error: {{.*}}mma-disabled.ll:{{[0-9]+}}: in @k: %r = {{.*}}: OpSubgroupMatrixMultiplyAccumulateINTEL needs capability SubgroupMatrixMultiplyAccumulateINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate)
; KDIM: llc-spirv: error: {{.*}}: in @k: %r = {{.*}}: builtin __spirv_SubgroupMatrixMultiplyAccumulateINTEL is not supported for spirv64 with a K dimension that is not a constant
; MASK: llc-spirv: error: {{.*}}: in @k: %r = {{.*}}: builtin __spirv_SubgroupMatrixMultiplyAccumulateINTEL is not supported for spirv64 with operand 4 = 0x800000, whose bit 0x800000 is no enumerant

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 8 %pa, ptr addrspace(1) align 32 %pb, ptr addrspace(1) align 16 %pc, i32 %k) {
  %a = load <4 x i16>, ptr addrspace(1) %pa, align 8
  %b = load <8 x i32>, ptr addrspace(1) %pb, align 32
  %c = load <4 x float>, ptr addrspace(1) %pc, align 16
  %r = call spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_fi(i32 16, <4 x i16> %a, <8 x i32> %b, <4 x float> %c, i32 12)
  store <4 x float> %r, ptr addrspace(1) %pc, align 16
  ret void
}

declare spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_fi(i32, <4 x i16>, <8 x i32>, <4 x float>, i32)

;; SPV_INTEL_subgroup_matrix_multiply_accumulate_float8 adds operand bits that
;; read matrix A and B as packed E4M3 (0x4000, 0x8000) or E5M2 (0x10000,
;; 0x20000) data; no capability, only the extension, which the module declares
;; when a call's mask has one of those bits. The bits are in the extension's
;; specification only (lib/grammar-facts.txt spec= rows) and the newer
;; validator rejects them: the test checks the printed instruction and the
;; mask word.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate,+SPV_INTEL_subgroup_matrix_multiply_accumulate_float8 %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate,+SPV_INTEL_subgroup_matrix_multiply_accumulate_float8 %s -o %t.spv
;; the instruction (8 words, opcode 6237) ends with the mask 0x24000 (A E4M3, B E5M2)
; RUN: od -An -tx4 -v -w4 %t.spv | FileCheck %s --check-prefix=WORDS
; WORDS: 0008185d
; WORDS-COUNT-6: {{[0-9a-f]+}}
; WORDS-NEXT: 00024000
;; without the extension, the error names it
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: llc-spirv: error: {{.*}}mma.ll:{{[0-9]+}}: in @k: {{.*}}: MatrixAPackedFloat8E4M3INTEL needs extension SPV_INTEL_subgroup_matrix_multiply_accumulate_float8; enable it with --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate_float8

; CHECK-DAG: OpCapability SubgroupMatrixMultiplyAccumulateINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroup_matrix_multiply_accumulate"
; CHECK-DAG: OpExtension "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8"
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] MatrixAPackedFloat8E4M3INTEL|MatrixBPackedFloat8E5M2INTEL

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, <4 x i16> %a, <8 x i32> %b, <4 x float> %c) {
  %r = call spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_fi(i32 32, <4 x i16> %a, <8 x i32> %b, <4 x float> %c, i32 147456)
  store <4 x float> %r, ptr addrspace(1) %p, align 16
  ret void
}

declare spir_func <4 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_fi(i32, <4 x i16>, <8 x i32>, <4 x float>, i32)

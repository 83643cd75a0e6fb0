;; SPV_INTEL_subgroup_requirements: intel_reqd_sub_group_size 0 is SYCL's
;; "primary" sub-group size, which the extension names: OpExecutionMode
;; NamedSubgroupSizeINTEL (6446) PrimarySubgroupSizeINTEL (0) with capability
;; SubgroupRequirementsINTEL (6445). A real size stays SubgroupSize.
;; No validator here knows the extension (its enumerants are only in its
;; specification, lib/grammar-facts.txt spec= rows): the test checks the
;; printed module and the words of the capability and the execution mode.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_requirements %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroup_requirements %s -o %t.spv
;; spirv-val rejects the module at the capability it does not know, its first error
; RUN: not spirv-val %t.spv 2>&1 | FileCheck %s --check-prefix=VAL
; RUN: od -An -tx4 -v -w4 %t.spv | tr -d ' ' | tr '\n' ' ' | FileCheck %s --check-prefix=WORDS
;; OpCapability 6445: word count 2, opcode 17
; WORDS: 00020011 0000192d
;; OpExecutionMode %k 6446 0: word count 4, opcode 16
; WORDS: 00040010 {{[0-9a-f]+}} 0000192e 00000000

; CHECK-DAG: OpCapability SubgroupRequirementsINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroup_requirements"
; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpEntryPoint Kernel %[[#K16:]] "k16"
; CHECK-DAG: OpExecutionMode %[[#K]] NamedSubgroupSizeINTEL PrimarySubgroupSizeINTEL
; CHECK-DAG: OpExecutionMode %[[#K16]] SubgroupSize 16
; CHECK-NOT: SubgroupSize 0

define spir_kernel void @k() !intel_reqd_sub_group_size !0 {
  ret void
}

define spir_kernel void @k16() !intel_reqd_sub_group_size !1 {
  ret void
}

!0 = !{i32 0}
!1 = !{i32 16}

; VAL: error: line {{[0-9]+}}: Invalid capability operand: 6445

;; Without SPV_INTEL_subgroup_requirements, intel_reqd_sub_group_size 0 stays
;; SubgroupSize 0, as the Khronos translator writes it, and the module names
;; neither the extension nor its capability.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-NOT: SubgroupRequirementsINTEL
; CHECK-NOT: OpExtension
; CHECK: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK: OpExecutionMode %[[#K]] SubgroupSize 0
; CHECK-NOT: NamedSubgroupSize

; BACK: define spir_kernel void @k() {{.*}}!intel_reqd_sub_group_size ![[#MD:]]
; BACK: ![[#MD]] = !{i32 0}

define spir_kernel void @k() !intel_reqd_sub_group_size !0 {
  ret void
}

!0 = !{i32 0}

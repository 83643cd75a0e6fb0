;; Without SPV_KHR_uniform_group_instructions, the work-group collectives it
;; adds have no core equivalent: each form is an error naming the option, and
;; no output is left behind.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed 's/^;MUL //' %s > %t.mul.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.mul.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MUL
; RUN: sed 's/^;SPV //' %s > %t.spv.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.spv.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SPV

; CHECK: llc-spirv: error: {{.*}}uniform-group-disabled.ll:[[@LINE+7]]: in @k: {{.*}}: OpGroupLogicalAndKHR needs capability GroupUniformArithmeticKHR, which is not available for spirv64 (enable it with --spirv-ext=+SPV_KHR_uniform_group_instructions)
; MUL: llc-spirv: error: {{.*}}.mul.ll:[[@LINE+4]]: in @k: {{.*}}: OpGroupFMulKHR needs capability GroupUniformArithmeticKHR, which is not available for spirv64 (enable it with --spirv-ext=+SPV_KHR_uniform_group_instructions)
; SPV: llc-spirv: error: {{.*}}.spv.ll:[[@LINE+4]]: in @k: {{.*}}: OpGroupBitwiseXorKHR needs capability GroupUniformArithmeticKHR, which is not available for spirv64 (enable it with --spirv-ext=+SPV_KHR_uniform_group_instructions)

define spir_kernel void @k(ptr addrspace(1) %p, i32 %i, float %f) {
;MUL  %m = call spir_func float @_Z21work_group_reduce_mulf(float %f)
;SPV  %s = call spir_func i32 @_Z26__spirv_GroupBitwiseXorKHRiii(i32 2, i32 0, i32 %i)
  %r = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %i)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare spir_func i32 @_Z29work_group_reduce_logical_andi(i32)
declare spir_func float @_Z21work_group_reduce_mulf(float)
declare spir_func i32 @_Z26__spirv_GroupBitwiseXorKHRiii(i32, i32, i32)

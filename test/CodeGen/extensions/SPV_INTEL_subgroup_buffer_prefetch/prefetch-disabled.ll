;; Without SPV_INTEL_subgroup_buffer_prefetch, intel_sub_group_block_prefetch_*
;; is left out: a prefetch changes no result, so the module means the same.
;; __spirv_SubgroupBlockPrefetchINTEL asks for the instruction by name, so
;; without the extension it is an error naming it, and no output is left.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | count 0
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: sed 's/^;SPV //' %s > %t.spv.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.spv.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv

; CHECK-NOT: OpExtension
; CHECK-NOT: Prefetch
; CHECK: OpLabel
; CHECK-NEXT: OpReturn

; ERR: llc-spirv: error: {{.*}}.spv.ll:[[@LINE+5]]: in @test: {{.*}}: OpSubgroupBlockPrefetchINTEL needs capability SubgroupBufferPrefetchINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch)

define spir_kernel void @test(ptr addrspace(1) %p, i32 %n) {
entry:
  call spir_func void @_Z35intel_sub_group_block_prefetch_us16PU3AS1Kt(ptr addrspace(1) %p)
;SPV  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khj(ptr addrspace(1) %p, i32 %n)
  ret void
}

declare spir_func void @_Z35intel_sub_group_block_prefetch_us16PU3AS1Kt(ptr addrspace(1))
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khj(ptr addrspace(1), i32)

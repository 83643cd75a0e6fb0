;; Without SPV_INTEL_2d_block_io a __spirv_Subgroup2DBlock*INTEL call, which
;; asks for the instruction by name, is an error naming the extension, and no
;; output is left. With it, the operand rules of the specification are
;; errors at the call too: a block shape that is not constant, a region
;; outside global memory, per-invocation data outside private memory.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.spv
; RUN: sed 's/^;SHAPE //' %s > %t.shape.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_2d_block_io %t.shape.ll -o %t.shape.spv 2>&1 | FileCheck %s --check-prefix=SHAPE
; RUN: sed 's/^;LOCAL //' %s > %t.local.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_2d_block_io %t.local.ll -o %t.local.spv 2>&1 | FileCheck %s --check-prefix=LOCAL
; RUN: sed 's/^;PRIV //' %s > %t.priv.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_2d_block_io %t.priv.ll -o %t.priv.spv 2>&1 | FileCheck %s --check-prefix=PRIV

; OFF: llc-spirv: error: {{.*}}disabled.ll:[[@LINE+13]]: in @test: {{.*}}: OpSubgroup2DBlockPrefetchINTEL needs capability Subgroup2DBlockIOINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_2d_block_io)
; SHAPE: llc-spirv: error: {{.*}}.shape.ll:[[@LINE+13]]: in @test: {{.*}}: builtin __spirv_Subgroup2DBlockPrefetchINTEL is not supported for spirv64 with operand 1 not a constant 32-bit integer (element size and block shape must be constants)
; LOCAL: llc-spirv: error: {{.*}}.local.ll:[[@LINE+13]]: in @test: {{.*}}: builtin __spirv_Subgroup2DBlockPrefetchINTEL is not supported for spirv64 with a 2D region that is not in global memory (address space 1)
; PRIV: llc-spirv: error: {{.*}}.priv.ll:[[@LINE+13]]: in @test: {{.*}}: builtin __spirv_Subgroup2DBlockLoadINTEL is not supported for spirv64 with per-invocation data that is not in private memory (address space 0)

target triple = "spirv64-unknown-unknown"

declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>)
declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS3KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(3), i32, i32, i32, <2 x i32>)
declare spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPU3AS4v(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>, ptr addrspace(4))

define spir_kernel void @test(ptr addrspace(1) %src, ptr addrspace(3) %lds, ptr addrspace(4) %gen, i32 %w, <2 x i32> %xy) {
entry:
  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32 1, i32 32, i32 2, i32 1, ptr addrspace(1) %src, i32 %w, i32 64, i32 %w, <2 x i32> %xy)
;SHAPE  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32 1, i32 %w, i32 2, i32 1, ptr addrspace(1) %src, i32 %w, i32 64, i32 %w, <2 x i32> %xy)
;LOCAL  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS3KviiiDv2_i(i32 1, i32 32, i32 2, i32 1, ptr addrspace(3) %lds, i32 %w, i32 64, i32 %w, <2 x i32> %xy)
;PRIV  call spir_func void @_Z32__spirv_Subgroup2DBlockLoadINTELiiiiPU3AS1KviiiDv2_iPU3AS4v(i32 1, i32 32, i32 2, i32 1, ptr addrspace(1) %src, i32 %w, i32 64, i32 %w, <2 x i32> %xy, ptr addrspace(4) %gen)
  ret void
}

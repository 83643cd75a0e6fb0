;; cl_intel_subgroups builtins declared with types no overload has are clear
;; errors, not instructions the validator would reject: a shuffle with a
;; 64-bit index, a block read of a 3-vector, a block write that returns a
;; value. Each function is compiled alone (sed keeps one).
; RUN: sed -n -e '1,/^; END/d' -e '/^declare/p' -e '/^define void @shuf(/,/^}/p' %s > %t.1.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %t.1.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SHUF
; RUN: not llc-spirv -mtriple=spirv64 %t.1.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SHUF
; RUN: sed -n -e '1,/^; END/d' -e '/^declare/p' -e '/^define void @read3(/,/^}/p' %s > %t.2.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %t.2.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=READ3
; RUN: not llc-spirv -mtriple=spirv64 %t.2.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=READ3
; RUN: sed -n -e '1,/^; END/d' -e '/^declare/p' -e '/^define void @write(/,/^}/p' %s > %t.3.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_subgroups %t.3.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=WRITE
; RUN: not test -e %t.spv

; SHUF: llc-spirv: error: {{.*}}: in @shuf: %s = call spir_func i32 @_Z23intel_sub_group_shuffleim(i32 %a, i64 %n): builtin intel_sub_group_shuffle is not supported for spirv64 declared with these types
; READ3: llc-spirv: error: {{.*}}: in @read3: %v = call spir_func <3 x i32> @_Z26intel_sub_group_block_readPU3AS1Kj(ptr addrspace(1) %p): builtin intel_sub_group_block_read is not supported for spirv64 declared with these types
; WRITE: llc-spirv: error: {{.*}}: in @write: %r = call spir_func i32 @_Z27intel_sub_group_block_writePU3AS1jj(ptr addrspace(1) %p, i32 1): builtin intel_sub_group_block_write is not supported for spirv64 declared with these types
; END

target triple = "spirv64-unknown-unknown"

define void @shuf(ptr addrspace(1) %p, i32 %a, i64 %n) {
  %s = call spir_func i32 @_Z23intel_sub_group_shuffleim(i32 %a, i64 %n)
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

define void @read3(ptr addrspace(1) %p) {
  %v = call spir_func <3 x i32> @_Z26intel_sub_group_block_readPU3AS1Kj(ptr addrspace(1) %p)
  store <3 x i32> %v, ptr addrspace(1) %p, align 16
  ret void
}

define void @write(ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z27intel_sub_group_block_writePU3AS1jj(ptr addrspace(1) %p, i32 1)
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func i32 @_Z23intel_sub_group_shuffleim(i32, i64)
declare spir_func <3 x i32> @_Z26intel_sub_group_block_readPU3AS1Kj(ptr addrspace(1))
declare spir_func i32 @_Z27intel_sub_group_block_writePU3AS1jj(ptr addrspace(1), i32)

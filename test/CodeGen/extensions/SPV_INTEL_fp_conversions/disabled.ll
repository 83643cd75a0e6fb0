;; Without SPV_INTEL_fp_conversions stochastic rounding has no instruction: a
;; clear error naming the option, and no output. A seed that is not an i32 or
;; a next-seed pointer outside private memory is an error too.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %t/k.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8,+SPV_INTEL_fp_conversions %t/seed.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SEED
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8,+SPV_INTEL_fp_conversions %t/global.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=GLOBAL
; RUN: not test -e %t.spv

; ERR: llc-spirv: error: {{.*}}k.ll:2: in @k: %a = call spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhi(half %h, i32 %s): builtin __builtin_spirv_StochasticRoundFP16ToE5M2INTEL is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fp_conversions)
; SEED: llc-spirv: error: {{.*}}seed.ll:2: in @k: {{.*}}: builtin __builtin_spirv_StochasticRoundFP16ToE5M2INTEL is not supported for spirv64 without an i32 seed
; GLOBAL: llc-spirv: error: {{.*}}global.ll:2: in @k: {{.*}}: builtin __builtin_spirv_StochasticRoundFP16ToE5M2INTEL is not supported for spirv64 whose next-seed argument is not a private pointer

;--- k.ll
define spir_kernel void @k(half %h, i32 %s, ptr addrspace(1) %p) {
  %a = call spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhi(half %h, i32 %s)
  store i8 %a, ptr addrspace(1) %p, align 1
  ret void
}
declare spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhi(half, i32)
;--- seed.ll
define spir_kernel void @k(half %h, i64 %s, ptr addrspace(1) %p) {
  %a = call spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhl(half %h, i64 %s)
  store i8 %a, ptr addrspace(1) %p, align 1
  ret void
}
declare spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhl(half, i64)
;--- global.ll
define spir_kernel void @k(half %h, i32 %s, ptr addrspace(1) %p) {
  %a = call spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhiPU3AS1i(half %h, i32 %s, ptr addrspace(1) %p)
  store i8 %a, ptr addrspace(1) %p, align 1
  ret void
}
declare spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhiPU3AS1i(half, i32, ptr addrspace(1))

;; Without SPV_INTEL_bfloat16_conversion: a clear error naming the option.
;; A declaration whose types do not fit the conversion is the user's error even
;; with the extension (the newer validator would reject the instruction).
;; OpenCL C (CL1.2):
;;   ushort __attribute__((overloadable)) intel_convert_bfloat16_as_ushort(float);
;;   kernel void k(global float *f, global ushort *o) { o[0] = intel_convert_bfloat16_as_ushort(f[0]); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sed 's/i16 @_Z32intel_convert_bfloat16_as_ushortf(float/i32 @_Z32intel_convert_bfloat16_as_ushortf(float/; s/store i16/store i32/' %s > %t.ll
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=TYPE

; CHECK: llc-spirv: error: {{.*}}: OpConvertFToBF16INTEL needs capability BFloat16ConversionINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_bfloat16_conversion)
; TYPE: llc-spirv: error: {{.*}}: builtin intel_convert_bfloat16_as_ushort is not supported for spirv64 declared with this result type

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 2 %1) {
  %3 = load float, ptr addrspace(1) %0, align 4
  %4 = tail call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %3)
  store i16 %4, ptr addrspace(1) %1, align 2
  ret void
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)

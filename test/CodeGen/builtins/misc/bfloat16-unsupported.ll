;; intel_convert_bfloat16_as_ushort needs OpConvertFToBF16INTEL, which this SPIR-V
;; grammar does not define: a clear error even with the extension enabled.
;; OpenCL C (CL1.2):
;;   ushort __attribute__((overloadable)) intel_convert_bfloat16_as_ushort(float);
;;   kernel void k(global float *f, global ushort *o) { o[0] = intel_convert_bfloat16_as_ushort(f[0]); }
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}builtin intel_convert_bfloat16_as_ushort is not supported for spirv64 (it needs OpConvertFToBF16INTEL of SPV_INTEL_bfloat16_conversion, which the SPIR-V grammar {{[0-9.]+}} does not define)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 2 %1) {
  %3 = load float, ptr addrspace(1) %0, align 4
  %4 = tail call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %3)
  store i16 %4, ptr addrspace(1) %1, align 2
  ret void
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)

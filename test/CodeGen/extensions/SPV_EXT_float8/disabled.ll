;; Without SPV_EXT_float8 the 8-bit encodings do not exist: each form of
;; conversion is a clear error naming the option, and no output file is left.
;; A bfloat side also needs SPV_KHR_bfloat16 (the INTEL conversion extension
;; represents bfloat as ushort bits, which OpFConvert cannot take).
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/builtin.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BUILTIN
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %t/clamp.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CLAMP
; RUN: not llc-spirv -mtriple=spirv64 %t/intrinsic.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=INTRIN
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8,+SPV_INTEL_bfloat16_conversion %t/clamp.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BF
; RUN: not test -e %t.spv

; BUILTIN: llc-spirv: error: {{.*}}builtin.ll:2: in @k: %h = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %a): builtin __builtin_spirv_ConvertE4M3ToFP16EXT is not supported for spirv64 (enable it with --spirv-ext=+SPV_EXT_float8)
; CLAMP: llc-spirv: error: {{.*}}clamp.ll:2: in @k: %c = call spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE5M2INTELDF16b(bfloat %b): builtin __builtin_spirv_ClampConvertBF16ToE5M2INTEL is not supported for spirv64 (enable it with --spirv-ext=+SPV_EXT_float8)
; INTRIN: llc-spirv: error: {{.*}}intrinsic.ll:2: in @k: %r = call i8 @llvm.arbitrary.fp.convert.i8.f32(float %x, metadata !"spv.E5M2EXT", metadata !"none", metadata !"none", i32 0): llvm.arbitrary.fp.convert is not supported for spirv64 (enable it with --spirv-ext=+SPV_EXT_float8)
; BF: llc-spirv: error: {{.*}}clamp.ll:2: in @k: %c = call spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE5M2INTELDF16b(bfloat %b): builtin __builtin_spirv_ClampConvertBF16ToE5M2INTEL on bfloat values is not supported for spirv64 (enable it with --spirv-ext=+SPV_KHR_bfloat16)

;--- builtin.ll
define spir_kernel void @k(i8 %a, ptr addrspace(1) %p) {
  %h = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %a)
  store half %h, ptr addrspace(1) %p, align 2
  ret void
}
declare spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8)
;--- clamp.ll
define spir_kernel void @k(bfloat %b, ptr addrspace(1) %p) {
  %c = call spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE5M2INTELDF16b(bfloat %b)
  store i8 %c, ptr addrspace(1) %p, align 1
  ret void
}
declare spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE5M2INTELDF16b(bfloat)
;--- intrinsic.ll
define spir_kernel void @k(float %x, ptr addrspace(1) %p) {
  %r = call i8 @llvm.arbitrary.fp.convert.i8.f32(float %x, metadata !"spv.E5M2EXT", metadata !"none", metadata !"none", i32 0)
  store i8 %r, ptr addrspace(1) %p, align 1
  ret void
}
declare i8 @llvm.arbitrary.fp.convert.i8.f32(float, metadata, metadata, metadata, i32)

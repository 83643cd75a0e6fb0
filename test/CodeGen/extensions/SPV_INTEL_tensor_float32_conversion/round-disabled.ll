;; Without SPV_INTEL_tensor_float32_conversion: a clear error naming the
;; option, for both spellings; with it, a declaration whose types do not fit
;; the instruction (it rounds floats to floats) is the user's error (the newer
;; validator does not check the operand's type).
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/ocl.ll -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/spv.ll -o %t.spv 2>&1 | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_tensor_float32_conversion %t/double.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=TYPE

; CHECK: llc-spirv: error: {{.*}}.ll:2: in @k: {{.*}}: OpRoundFToTF32INTEL needs capability TensorFloat32RoundingINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_tensor_float32_conversion)
; TYPE: llc-spirv: error: {{.*}}double.ll:2: in @k: {{.*}}: builtin __spirv_RoundFToTF32INTEL is not supported for spirv64 declared with these types

;--- ocl.ll
define spir_kernel void @k(float %x, ptr addrspace(1) %p) {
  %r = call spir_func float @_Z35intel_round_as_tensor_float32_floatf(float %x)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
declare spir_func float @_Z35intel_round_as_tensor_float32_floatf(float)
;--- spv.ll
define spir_kernel void @k(float %x, ptr addrspace(1) %p) {
  %r = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float %x)
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float)
;--- double.ll
define spir_kernel void @k(double %x, ptr addrspace(1) %p) {
  %r = call spir_func double @_Z25__spirv_RoundFToTF32INTELd(double %x)
  store double %r, ptr addrspace(1) %p, align 8
  ret void
}
declare spir_func double @_Z25__spirv_RoundFToTF32INTELd(double)

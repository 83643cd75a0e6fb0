;; Without SPV_EXT_ocp_microscaling_types the E2M1 encoding does not exist: a
;; clear error naming the option and no output file. With it but without a
;; 4-bit integer type the i4 bits cannot be bitcast: the error names
;; SPV_INTEL_arbitrary_precision_integers. A cooperative matrix of 4-bit
;; floats has no capability, and the matrix of their i4 bits is an error.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %t/scalar.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=EXT
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_ocp_microscaling_types %t/scalar.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=I4
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_ocp_microscaling_types,+SPV_INTEL_arbitrary_precision_integers,+SPV_KHR_cooperative_matrix %t/matrix.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MATRIX
; RUN: not test -e %t.spv

; EXT: llc-spirv: error: {{.*}}scalar.ll:2: in @k: %f = call spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4 %a): builtin __builtin_spirv_ConvertE2M1ToFP16EXT is not supported for spirv64 (enable it with --spirv-ext=+SPV_EXT_ocp_microscaling_types)
; I4: llc-spirv: error: {{.*}}scalar.ll:2: in @k: %f = call spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4 %a): builtin __builtin_spirv_ConvertE2M1ToFP16EXT is not supported for spirv64 (its i4 bits need --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)
; MATRIX: llc-spirv: error: {{.*}}matrix.ll:4: in @k: {{.*}}: type target("spirv.CooperativeMatrixKHR") with a component type that is not an 8- to 64-bit integer, half, float or double is not supported for spirv64

;--- scalar.ll
define spir_kernel void @k(i4 %a, ptr addrspace(1) %p) {
  %f = call spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4 %a)
  store half %f, ptr addrspace(1) %p, align 2
  ret void
}
declare spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4)
;--- matrix.ll
define spir_kernel void @k(ptr addrspace(1) %p, i64 %n) {
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %h = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) @_Z86__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__half_3_8_8_2PU3AS4Dhil(ptr addrspace(4) %g, i32 0, i64 %n)
  %q = call spir_func target("spirv.CooperativeMatrixKHR", i4, 3, 8, 8, 2) @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTPU3AS144__spirv_CooperativeMatrixKHR__half_3_8_8_2(target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) %h)
  ret void
}
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) @_Z86__spirv_CooperativeMatrixLoadKHR_RPU3AS144__spirv_CooperativeMatrixKHR__half_3_8_8_2PU3AS4Dhil(ptr addrspace(4), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", i4, 3, 8, 8, 2) @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTPU3AS144__spirv_CooperativeMatrixKHR__half_3_8_8_2(target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2))

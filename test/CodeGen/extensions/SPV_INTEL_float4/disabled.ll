;; Without SPV_INTEL_float4 the Intel builtins' E2M1 takes
;; SPV_EXT_ocp_microscaling_types' encoding of the same format when that
;; extension is enabled (which the newer validator checks), else the call is
;; an error naming --spirv-ext=+SPV_INTEL_float4 and no output is left.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %t/k.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: %if spirv-val-new %{ llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_ocp_microscaling_types,+SPV_INTEL_arbitrary_precision_integers %t/k.ll -o %t.ext.spv %}
; RUN: %if spirv-val-new %{ %spirv-val-new %t.ext.spv %}
; RUN: %if spirv-val-new %{ %spirv-dis-new --raw-id --no-header %t.ext.spv | FileCheck %s --check-prefix=EXT %}

; ERR: llc-spirv: error: {{.*}}k.ll:2: in @k: %f = call spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i4 %a): builtin __builtin_spirv_ConvertE2M1ToFP16INTEL is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_float4)

; EXT-DAG: OpCapability Float4EXT
; EXT-DAG: OpExtension "SPV_EXT_ocp_microscaling_types"
; EXT-DAG: %[[#F4:]] = OpTypeFloat 4 Float4E2M1EXT
; EXT: %[[#X:]] = OpBitcast %[[#F4]] %[[#]]
; EXT-NEXT: %[[#]] = OpFConvert %[[#]] %[[#X]]

;--- k.ll
define spir_kernel void @k(i4 %a, ptr addrspace(1) %p) {
  %f = call spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i4 %a)
  store half %f, ptr addrspace(1) %p, align 2
  ret void
}
declare spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELi(i4)

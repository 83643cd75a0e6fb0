;; SPV_INTEL_float_controls2's execution modes from !spirv.ExecutionMode rows:
;; rounding towards +inf and -inf (RoundingModeRTPINTEL/RTNINTEL) and the
;; IEEE and alternative floating-point modes, each with the float width,
;; capability RoundToInfinityINTEL. Without the extension the rows are a
;; clear error naming it (no core version has these modes).
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_float_controls2 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t0.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t0.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: OpCapability RoundToInfinityINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_float_controls2"
; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpExecutionMode %[[#K]] RoundingModeRTPINTEL 32
; CHECK-DAG: OpExecutionMode %[[#K]] RoundingModeRTNINTEL 64
; CHECK-DAG: OpExecutionMode %[[#K]] FloatingPointModeIEEEINTEL 32
; CHECK-DAG: OpExecutionMode %[[#K]] FloatingPointModeALTINTEL 16

; ERR: llc-spirv: error: {{.*}}execution-modes.ll: RoundingModeRTPINTEL needs capability RoundToInfinityINTEL, which is not available for spirv64 (enable it with --spirv-ext=+SPV_INTEL_float_controls2)

; BACK: define spir_kernel void @k() #[[#A:]]
; BACK: attributes #[[#A]] = {{.*}}"VCFloatControl"

define spir_kernel void @k() {
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3}
!0 = !{ptr @k, i32 5620, i32 32}
!1 = !{ptr @k, i32 5621, i32 64}
!2 = !{ptr @k, i32 5623, i32 32}
!3 = !{ptr @k, i32 5622, i32 16}

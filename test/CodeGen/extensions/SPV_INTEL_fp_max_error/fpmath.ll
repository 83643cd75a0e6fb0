;; !fpmath (the error in ulp that LLVM allows an operation) becomes
;; FPMaxErrorDecorationINTEL on the instruction's result with
;; SPV_INTEL_fp_max_error: on float arithmetic, intrinsic calls and function
;; calls. Without the extension it is left out: it only allows error, so the
;; undecorated operation still means what the module asked for.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fp_max_error %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; only those three: the fmul has no !fpmath
; RUN: %spirv-dis-new %t.spv | grep -c FPMaxErrorDecorationINTEL | FileCheck %s --check-prefix=COUNT
; RUN: llc-spirv -mtriple=spirv64 %s -o %t0.spv 2>&1 | count 0
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability FPMaxErrorINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fp_max_error"
; CHECK-DAG: OpDecorate %[[#D:]] FPMaxErrorDecorationINTEL 2.5
; CHECK-DAG: OpDecorate %[[#S:]] FPMaxErrorDecorationINTEL 1
; CHECK-DAG: OpDecorate %[[#C:]] FPMaxErrorDecorationINTEL 1
; CHECK: %[[#D]] = OpFDiv %[[#F32:]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#M:]] = OpFMul %[[#F32]] %[[#D]] %[[#]]
; CHECK-NEXT: %[[#S]] = OpExtInst %[[#F32]] %[[#]] sqrt %[[#M]]
; CHECK-NEXT: %[[#C]] = OpFunctionCall %[[#F32]] %[[#]] %[[#S]]

; COUNT: {{^}}3{{$}}

; OFF-NOT: OpExtension
; OFF-NOT: FPMaxError
; OFF: OpFDiv

define spir_func float @callee(float %x) {
  ret float %x
}
define spir_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
  %d = fdiv float %a, %b, !fpmath !0
  %m = fmul float %d, %b
  %s = call float @llvm.sqrt.f32(float %m), !fpmath !1
  %c = call spir_func float @callee(float %s), !fpmath !1
  store float %c, ptr addrspace(1) %p
  ret void
}
declare float @llvm.sqrt.f32(float)
!0 = !{float 2.500000e+00}
!1 = !{float 1.000000e+00}

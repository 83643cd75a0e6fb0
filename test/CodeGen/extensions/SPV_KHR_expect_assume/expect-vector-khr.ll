;; llvm.expect on <2 x i64> with SPV_KHR_expect_assume is OpExpectKHR on the
;; vector.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_expect_assume %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_expect_assume %s -o - | FileCheck %s

; CHECK-DAG: OpCapability ExpectAssumeKHR
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I64]] 2
; CHECK: %[[#A:]] = OpFunctionParameter %[[#V2]]
; CHECK: %[[#E:]] = OpExpectKHR %[[#V2]] %[[#A]] %[[#]]
; CHECK-NEXT: OpReturnValue %[[#E]]

define spir_func <2 x i64> @f(<2 x i64> %a) {
  %e = call <2 x i64> @llvm.expect.v2i64(<2 x i64> %a, <2 x i64> <i64 1, i64 0>)
  ret <2 x i64> %e
}

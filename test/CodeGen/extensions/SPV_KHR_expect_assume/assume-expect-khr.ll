;; With --spirv-ext=+SPV_KHR_expect_assume, llvm.assume is OpAssumeTrueKHR and
;; llvm.expect is OpExpectKHR, under the ExpectAssumeKHR capability.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_expect_assume %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_expect_assume %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_KHR_expect_assume %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability ExpectAssumeKHR
; CHECK-DAG: OpExtension "SPV_KHR_expect_assume"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#FIVE:]] = OpConstant %[[#I32]] 5{{$}}
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#C:]] = OpSGreaterThan %[[#]] %[[#A]] %[[#]]
; CHECK-NEXT: OpAssumeTrueKHR %[[#C]]
; CHECK-NEXT: %[[#E:]] = OpExpectKHR %[[#I32]] %[[#A]] %[[#FIVE]]
; CHECK-NEXT: OpReturnValue %[[#E]]

define spir_func i32 @f(i32 %a) {
  %c = icmp sgt i32 %a, 0
  call void @llvm.assume(i1 %c)
  %e = call i32 @llvm.expect.i32(i32 %a, i32 5)
  ret i32 %e
}

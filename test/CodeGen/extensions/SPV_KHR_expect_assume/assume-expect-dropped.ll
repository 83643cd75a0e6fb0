;; Without SPV_KHR_expect_assume, llvm.assume is dropped and llvm.expect is its
;; first operand; no capability or extension is declared.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-NOT: ExpectAssumeKHR
; CHECK-NOT: SPV_KHR_expect_assume
; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK: OpSGreaterThan
; CHECK-NEXT: OpReturnValue %[[#A]]

define spir_func i32 @f(i32 %a) {
  %c = icmp sgt i32 %a, 0
  call void @llvm.assume(i1 %c)
  %e = call i32 @llvm.expect.i32(i32 %a, i32 5)
  ret i32 %e
}

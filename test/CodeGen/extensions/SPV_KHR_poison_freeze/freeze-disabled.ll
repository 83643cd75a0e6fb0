;; Without SPV_KHR_poison_freeze, freeze is its operand (SPIR-V has no
;; poison; an OpUndef is the one value freeze would have to pin) and freeze
;; of an undef constant is 0; nothing is declared.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

; CHECK-NOT: OpExtension
; CHECK-NOT: PoisonFreeze
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#]] = OpIAdd %[[#I32]] %[[#A]] %[[#ZERO]]
; CHECK-NOT: OpFreezeKHR

define spir_func i32 @f(i32 %a) {
  %x = freeze i32 %a
  %u = freeze i32 undef
  %r = add i32 %x, %u
  ret i32 %r
}

;; -d T prints the type and constant section in emission order, raw operand
;; words: result id first, then the operands.
; RUN: llc-spirv -mtriple=spirv32 %s -o %t.spv -d T 2>&1 | FileCheck %s
; RUN: spirv-val %t.spv

; CHECK: types: OpTypeInt [[I32:[0-9]+]] 32 0
; CHECK: types: OpTypeFunction {{[0-9]+}} [[I32]] [[I32]]
; CHECK: types: OpConstant [[I32]] {{[0-9]+}} 42

define spir_func i32 @f(i32 %a) {
  %s = add i32 %a, 42
  ret i32 %s
}

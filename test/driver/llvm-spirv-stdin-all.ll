;; As llvm-spirv, no input file means standard input (as the translator does),
;; and the translator's "+all" / "-all" extension spellings are accepted.
; RUN: rm -rf %t && mkdir -p %t/bin
; RUN: ln -s %llc-spirv %t/bin/llvm-spirv
; RUN: %t/bin/llvm-spirv -o %t/stdin.spv < %s
; RUN: spirv-val %t/stdin.spv
; RUN: %t/bin/llvm-spirv %s -o %t/file.spv
; RUN: cmp %t/stdin.spv %t/file.spv
; RUN: %t/bin/llvm-spirv --spirv-ext=+all -spirv-text %s -o - | FileCheck %s --check-prefix=ALL
; RUN: %t/bin/llvm-spirv --spirv-ext=+all,-SPV_KHR_no_integer_wrap_decoration -spirv-text %s -o - | FileCheck %s --check-prefix=NONE
; RUN: %t/bin/llvm-spirv --spirv-ext=+SPV_KHR_no_integer_wrap_decoration,-all -spirv-text %s -o - | FileCheck %s --check-prefix=NONE

; ALL: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; ALL: OpDecorate %[[#]] NoSignedWrap
; NONE-NOT: OpExtension
; NONE-NOT: NoSignedWrap

define spir_func i32 @f(i32 %a) {
  %r = add nsw i32 %a, 1
  ret i32 %r
}

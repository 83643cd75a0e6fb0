;; Intrinsics that LLVM 19 does not know are only declared functions to it, so
;; their calls can have any types: a call with types the intrinsic does not
;; take is an error, never an invalid module.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}intrinsic-bad-signature.ll:[[@LINE+3]]: in @f: %m = call i32 @llvm.minimumnum.i32(i32 %x, i32 %y): intrinsic llvm.minimumnum.i32 declared with these types is not supported for spirv64

define spir_func i32 @f(i32 %x, i32 %y) {
  %m = call i32 @llvm.minimumnum.i32(i32 %x, i32 %y)
  ret i32 %m
}

declare i32 @llvm.minimumnum.i32(i32, i32)

;; An alloca with a run-time element count names the extension it would need.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}dynamic-alloca.ll:[[@LINE+3]]: in @f: %a = alloca i32, i32 %n, align 4: an alloca with a run-time size is not supported for spirv64 (it needs SPV_INTEL_variable_length_array)

define void @f(i32 %n) {
  %a = alloca i32, i32 %n, align 4
  store i32 0, ptr %a
  ret void
}

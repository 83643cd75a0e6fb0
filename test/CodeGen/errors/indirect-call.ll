;; A call through a function pointer names the extension it would need.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}indirect-call.ll:[[@LINE+3]]: in @f: call void %fp(): an indirect call is not supported for spirv64 (it needs SPV_INTEL_function_pointers)

define void @f(ptr %fp) {
  call void %fp()
  ret void
}

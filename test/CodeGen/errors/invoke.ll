;; invoke (exception handling) is a clear error.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}invoke.ll:{{[0-9]+}}: in @f: invoke void @g()
; CHECK: invoke (exception handling) is not supported for spirv64

define void @f() personality ptr null {
  invoke void @g() to label %a unwind label %b
a:
  ret void
b:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @g()

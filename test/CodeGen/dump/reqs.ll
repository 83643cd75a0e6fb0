;; -d R prints the version, capabilities and extensions the module needs.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv -d R 2>&1 | FileCheck %s
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64v1.3 %s -o - -d R 2>&1 | FileCheck %s --check-prefix=V13

; CHECK: reqs: version 1.0 (the minimum)
; CHECK-NEXT: reqs: capability Addresses
; CHECK-NEXT: reqs: capability Linkage
; CHECK-NEXT: reqs: capability Kernel
; CHECK-NEXT: reqs: capability Int64
; CHECK-NEXT: reqs: capability Int8
; CHECK-NOT: reqs:
; V13: reqs: version 1.3 (the triple's)

define spir_func i64 @f(i8 %a) {
  %w = zext i8 %a to i64
  ret i64 %w
}

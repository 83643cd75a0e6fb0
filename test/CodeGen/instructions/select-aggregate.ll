;; select of a struct needs SPIR-V 1.4: the version is raised when the triple
;; allows it, and a triple fixed below 1.4 reports a clear error.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64v1.3 %s -o %t13.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t13.spv

; CHECK: ; Version: 1.4
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#]] %[[#]]
; CHECK: OpSelect %[[#S]]

; ERR: llc-spirv: error: {{.*}}select-aggregate.ll:[[@LINE+3]]: in @f: %r = select i1 %c, { i32, float } %x, { i32, float } %y: select of an aggregate before SPIR-V 1.4 is not supported for spirv64v1.3

define { i32, float } @f(i1 %c, { i32, float } %x, { i32, float } %y) {
  %r = select i1 %c, { i32, float } %x, { i32, float } %y
  ret { i32, float } %r
}

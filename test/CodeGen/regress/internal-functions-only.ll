;; A module whose only function is internal has no entry point and no export:
;; it still declares Linkage, which spirv-val requires without OpEntryPoint.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK: OpCapability Linkage
; CHECK-NOT: OpEntryPoint
; CHECK-NOT: OpDecorate {{.*}} LinkageAttributes
; CHECK: OpFunction

define internal spir_func void @f() {
  ret void
}

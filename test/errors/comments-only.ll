;; A file of comments only is a valid empty module: a library with Linkage,
;; not an error.
; RUN: sh %S/Inputs/bounded.sh 0 llc-spirv %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv %s -o - | FileCheck %s
; CHECK: OpCapability Linkage
; CHECK-NOT: OpFunction

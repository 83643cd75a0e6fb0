;; A module with no functions (found by libFuzzer: a file of comments) has no
;; OpEntryPoint, so it must declare Linkage to be a valid library module.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK: OpCapability Linkage
; CHECK-NOT: OpEntryPoint
; CHECK: OpMemoryModel Physical64 OpenCL

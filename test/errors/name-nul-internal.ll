;; An internal function with a NUL byte in its name (bitcode) needs no linkage
;; name: its OpName is cut at the NUL and the module is valid.
; RUN: llvm-as %s -o %t.bc
; RUN: python3 %S/Inputs/gen.py subst %t.bc 'inQQside' 'in\x00Qside' > %t.nul.bc
; RUN: llc-spirv -mtriple=spirv64 %t.nul.bc -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %t.nul.bc -o - | FileCheck %s

; CHECK: OpName %[[#]] "in"
; CHECK-NOT: LinkageAttributes

define internal spir_func void @inQQside() {
  ret void
}

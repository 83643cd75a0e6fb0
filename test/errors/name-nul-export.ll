;; An exported name with a NUL byte (possible in bitcode, not in text IR) cannot
;; be a SPIR-V linkage name, since strings end at the first NUL: a clear error,
;; not a LinkageAttributes decoration that swallows the next operand (found by
;; libFuzzer).
; RUN: rm -f %t.spv
; RUN: llvm-as %s -o %t.bc
; RUN: python3 %S/Inputs/gen.py subst %t.bc 'aQQb' 'a\x00Qb' > %t.nul.bc
; RUN: not llc-spirv -mtriple=spirv64 %t.nul.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}nul.bc: in @a: the name of @a contains a NUL byte, which a SPIR-V string cannot hold

define spir_func void @aQQb() {
  ret void
}

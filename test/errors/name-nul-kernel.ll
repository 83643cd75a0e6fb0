;; A kernel whose name holds a NUL byte (bitcode) cannot be an OpEntryPoint name.
; RUN: rm -f %t.spv
; RUN: llvm-as %s -o %t.bc
; RUN: python3 %S/Inputs/gen.py subst %t.bc 'kQQx' 'k\x00Qx' > %t.nul.bc
; RUN: not llc-spirv -mtriple=spirv64 %t.nul.bc -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}: in @k: the name of @k contains a NUL byte, which a SPIR-V string cannot hold

define spir_kernel void @kQQx() {
  ret void
}

;; Unknown triples (another architecture, a SPIR-V version that does not exist)
;; are errors that list what is accepted.
; RUN: not llc-spirv -mtriple=x86_64-unknown-linux %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=X86
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64v1.9 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=V19
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64v1.9 %s -o %t.spv 2>/dev/null; test $? = 1'

; X86: llc-spirv: error: {{.*}}bad-triple.ll: unknown target triple 'x86_64-unknown-linux' (expected spirv32, spirv64 or spirv, optionally with v1.0-v1.6, vendor unknown/amd, OS opencl/vulkan/vulkan1.2/vulkan1.3/amdhsa)
; V19: llc-spirv: error: {{.*}}bad-triple.ll: unknown target triple 'spirv64v1.9'

define void @f() {
  ret void
}

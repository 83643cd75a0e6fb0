;; Unknown triples (another architecture, a SPIR-V version that does not exist,
;; a Vulkan version SPIR-V has no rule for, a subarchitecture Vulkan does not
;; take) are errors that say what is accepted.
; RUN: not llc-spirv -mtriple=x86_64-unknown-linux %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=X86
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64v1.9 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=V19
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64v1.9 %s -o %t.spv 2>/dev/null; test $? = 1'
; RUN: not llc-spirv -mtriple=vulkan1.3-spirv64v1.7 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=V17
; RUN: not llc-spirv -mtriple=spirv-unknown-vulkan2.0-compute %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=VK20
; RUN: not llc-spirv -mtriple=spirv1.6-vulkan1.2-compute %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=VK12
; RUN: not test -e %t.spv
;; The module's own triple is read the same way when there is no -mtriple.
; RUN: sed '1i target triple = "x86_64-unknown-linux-gnu"' %s > %t.ll
; RUN: not llc-spirv %t.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MOD
; RUN: not test -e %t.spv

; X86: llc-spirv: error: {{.*}}bad-triple.ll: unknown target triple 'x86_64-unknown-linux': the architecture 'x86_64' is not spirv32, spirv64 or spirv (optionally with a version v1.0 to v1.6)
; V19: llc-spirv: error: {{.*}}bad-triple.ll: unknown target triple 'spirv64v1.9': the architecture 'spirv64v1.9' is not spirv32, spirv64 or spirv (optionally with a version v1.0 to v1.6)
; V17: llc-spirv: error: {{.*}}bad-triple.ll: unknown target triple 'vulkan1.3-spirv64v1.7': the architecture 'unknown' is not spirv32, spirv64 or spirv (optionally with a version v1.0 to v1.6)
; VK20: llc-spirv: error: {{.*}}bad-triple.ll: unknown target triple 'spirv-unknown-vulkan2.0-compute': the OS 'vulkan2.0' is not vulkan, vulkan1.0, vulkan1.1, vulkan1.2, vulkan1.3 or vulkan1.4
; VK12: llc-spirv: error: {{.*}}bad-triple.ll: triple 'spirv1.6-vulkan1.2-compute' asks for SPIR-V 1.6, which Vulkan 1.2 does not accept (it takes SPIR-V up to 1.5)
; MOD: llc-spirv: error: {{.*}}bad-triple.ll.tmp.ll: unknown target triple 'x86_64-unknown-linux-gnu': the architecture 'x86_64' is not spirv32, spirv64 or spirv (optionally with a version v1.0 to v1.6)

define void @f() {
  ret void
}

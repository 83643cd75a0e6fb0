;; An unknown --spirv-ext name and a malformed item are option errors (exit 1).
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_NOT_A_REAL_EXT %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=SPV_KHR_no_integer_wrap_decoration %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_NOT_A_REAL_EXT %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}unknown-extension.ll: unknown SPIR-V extension 'SPV_NOT_A_REAL_EXT' in --spirv-ext
; BAD: llc-spirv: error: {{.*}}unknown-extension.ll: bad --spirv-ext item 'SPV_KHR_no_integer_wrap_decoration': expected +NAME, -NAME, all or khr

define void @f() {
  ret void
}

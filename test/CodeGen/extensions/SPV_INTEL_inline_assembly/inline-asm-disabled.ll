;; Without SPV_INTEL_inline_assembly, inline assembly is a clear error naming
;; the option that would enable it.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; RUN: sh -c 'llc-spirv -mtriple=spirv64 %s -o %t.spv 2>/dev/null; test $? = 1'

; CHECK: llc-spirv: error: {{.*}}inline-asm-disabled.ll:[[@LINE+3]]: in @f: %r = call i32 asm sideeffect "nop", "=r"(): inline assembly is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_inline_assembly)

define i32 @f() {
  %r = call i32 asm sideeffect "nop", "=r"()
  ret i32 %r
}

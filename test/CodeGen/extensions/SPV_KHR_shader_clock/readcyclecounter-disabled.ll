;; llvm.readcyclecounter would be OpReadClockKHR: without SPV_KHR_shader_clock
;; there is no clock to read, so a clear error names the option, and no output
;; file is left behind.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}readcyclecounter-disabled.ll:[[@LINE+3]]: in @f: %c = call i64 @llvm.readcyclecounter(): llvm.readcyclecounter is not supported for spirv64 (enable it with --spirv-ext=+SPV_KHR_shader_clock)

define spir_func i64 @f() {
  %c = call i64 @llvm.readcyclecounter()
  ret i64 %c
}

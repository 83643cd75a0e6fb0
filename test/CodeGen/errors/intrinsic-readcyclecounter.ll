;; llvm.readcyclecounter would be OpReadClockKHR: without SPV_KHR_shader_clock
;; the error names the option; with it, the Kernel environment still cannot
;; have it, since the grammar's ShaderClockKHR capability requires Shader.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_shader_clock %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=KERNEL
; RUN: not test -e %t.spv

; NOEXT: llc-spirv: error: {{.*}}intrinsic-readcyclecounter.ll:[[@LINE+4]]: in @f: %c = call i64 @llvm.readcyclecounter(): llvm.readcyclecounter without --spirv-ext=+SPV_KHR_shader_clock is not supported for spirv64
; KERNEL: llc-spirv: error: {{.*}}intrinsic-readcyclecounter.ll:[[@LINE+3]]: in @f: %c = call i64 @llvm.readcyclecounter(): llvm.readcyclecounter is not supported for spirv64: in the SPIR-V grammar {{[0-9.]+}}, capability ShaderClockKHR requires Shader

define spir_func i64 @f() {
  %c = call i64 @llvm.readcyclecounter()
  ret i64 %c
}

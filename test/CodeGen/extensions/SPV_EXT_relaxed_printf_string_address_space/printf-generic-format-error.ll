;; printf with a format string outside constant memory (here a global
;; buffer) needs SPV_EXT_relaxed_printf_string_address_space; without it
;; the error names the option.
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}printf with a format string outside constant memory is not supported for spirv64 (it needs --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space)

define spir_kernel void @k(ptr addrspace(1) %fmt, i32 %x) {
  %r = call spir_func i32 (ptr addrspace(1), ...) @printf(ptr addrspace(1) %fmt, i32 %x)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(1), ...)

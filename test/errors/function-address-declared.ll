;; The address of a declared function used as data (a GEP base) is a function
;; pointer too: an error naming it, not an access chain on a function id
;; (found by libFuzzer).
; RUN: rm -f %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: llc-spirv: error: {{.*}}function-address-declared.ll:[[@LINE+5]]: in @k: %p = getelementptr inbounds i8, ptr @ext, i64 4: function pointers (the address of @ext) are not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_function_pointers)

declare spir_func void @ext()

define spir_kernel void @k(ptr addrspace(1) %out) {
  %p = getelementptr inbounds i8, ptr @ext, i64 4
  %v = load i8, ptr %p
  store i8 %v, ptr addrspace(1) %out
  ret void
}

;; Without SPV_KHR_shader_clock there is no clock to read: a clear error that
;; names the option, and no output file.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global ulong *o) { o[0] = clock_read_device(); }
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
;; An extension that means nothing in OpenCL does not bring it either.
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_vulkan_memory_model %s -o %t.spv 2>&1 | FileCheck %s

; CHECK: llc-spirv: error: {{.*}}clock-disabled.ll:{{[0-9]+}}: in @k: {{.*}}: builtin clock_read_device is not supported for spirv64 (enable it with --spirv-ext=+SPV_KHR_shader_clock)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 8 %0) {
  %2 = tail call spir_func i64 @_Z17clock_read_devicev()
  store i64 %2, ptr addrspace(1) %0, align 8
  ret void
}

declare spir_func i64 @_Z17clock_read_devicev()

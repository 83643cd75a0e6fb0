;; clock_read_device needs ShaderClockKHR, which this grammar ties to Shader: a clear error.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global ulong *o) { o[0] = clock_read_device(); }
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_shader_clock %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv

; CHECK: error: {{.*}}builtin clock_read_device is not supported for spirv64 (in the SPIR-V grammar {{[0-9.]+}}, capability ShaderClockKHR requires Shader)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 8 %0) {
  %2 = tail call spir_func i64 @_Z17clock_read_devicev()
  store i64 %2, ptr addrspace(1) %0, align 8
  ret void
}

declare spir_func i64 @_Z17clock_read_devicev()

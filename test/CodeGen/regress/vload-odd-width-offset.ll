;; A size_t operand of an odd width (i34, widened to 64 bits) needs no
;; conversion on spirv64 (found by libFuzzer: UConvert to the same width). The
;; unmangled form: a mangled declaration must match its name (size_t is i64).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-NOT: OpUConvert
; CHECK: OpExtInst %[[#]] %[[#]] vstore_half_r

define spir_kernel void @k(ptr addrspace(1) %h, float %x) {
  call spir_func void @__spirv_ocl_vstore_half_r(float %x, i34 2, ptr addrspace(1) %h, i32 2)
  ret void
}

declare spir_func void @__spirv_ocl_vstore_half_r(float, i34, ptr addrspace(1), i32)

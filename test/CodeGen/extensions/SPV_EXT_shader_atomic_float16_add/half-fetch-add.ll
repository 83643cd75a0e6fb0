;; atomic_fetch_add on atomic_half needs AtomicFloat16AddEXT of
;; SPV_EXT_shader_atomic_float16_add (the Khronos translator 15 cannot read it back).
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   #pragma OPENCL EXTENSION cl_khr_fp16 : enable
;;   kernel void k(global atomic_half *a, global half *o) { o[0] = atomic_fetch_add(a, (half)1.5); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float16_add,+SPV_EXT_shader_atomic_float_add %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float16_add,+SPV_EXT_shader_atomic_float_add %s -o - | FileCheck %s

; CHECK-DAG: OpCapability AtomicFloat16AddEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float16_add"
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK: %[[#]] = OpAtomicFAddEXT %[[#F16]] %[[#]] %[[#]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 2 %0, ptr addrspace(1) align 2 %1) {
  %3 = tail call spir_func half @_Z16atomic_fetch_addPU3AS1VU7_AtomicDhDh(ptr addrspace(1) %0, half 0xH3E00)
  store half %3, ptr addrspace(1) %1, align 2
  ret void
}

declare spir_func half @_Z16atomic_fetch_addPU3AS1VU7_AtomicDhDh(ptr addrspace(1), half)

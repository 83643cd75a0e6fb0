; REQUIRES: llvm-spirv
;; atomic_fetch_add on atomic_double needs AtomicFloat64AddEXT.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global atomic_double *a, global double *o) { o[0] = atomic_fetch_add(a, 1.5); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability AtomicFloat64AddEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK: %[[#]] = OpAtomicFAddEXT %[[#F64]] %[[#]] %[[#]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 8 %0, ptr addrspace(1) align 8 %1) {
  %3 = tail call spir_func double @_Z16atomic_fetch_addPU3AS1VU7_Atomicdd(ptr addrspace(1) %0, double 1.500000e+00)
  store double %3, ptr addrspace(1) %1, align 8
  ret void
}

declare spir_func double @_Z16atomic_fetch_addPU3AS1VU7_Atomicdd(ptr addrspace(1), double)

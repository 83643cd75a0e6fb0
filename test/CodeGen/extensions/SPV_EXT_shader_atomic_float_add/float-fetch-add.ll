; REQUIRES: llvm-spirv
;; atomic_fetch_add/atomic_fetch_sub_explicit on atomic_float with
;; SPV_EXT_shader_atomic_float_add (sub adds the negated value).
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global atomic_float *a, global float *o) { o[0] = atomic_fetch_add(a, 1.5f); o[1] = atomic_fetch_sub_explicit(a, 2.5f, memory_order_relaxed); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability AtomicFloat32AddEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_add"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#A:]] = OpConstant %[[#F32]] 1.5
; CHECK-DAG: %[[#B:]] = OpConstant %[[#F32]] 2.5
; CHECK: %[[#]] = OpAtomicFAddEXT %[[#F32]] %[[#P:]] %[[#]] %[[#]] %[[#A]]
; CHECK: %[[#N:]] = OpFNegate %[[#F32]] %[[#B]]
; CHECK-NEXT: %[[#]] = OpAtomicFAddEXT %[[#F32]] %[[#P]] %[[#]] %[[#]] %[[#N]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = tail call spir_func float @_Z16atomic_fetch_addPU3AS1VU7_Atomicff(ptr addrspace(1) %0, float 1.500000e+00)
  store float %3, ptr addrspace(1) %1, align 4
  %4 = tail call spir_func float @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicff12memory_order(ptr addrspace(1) %0, float 2.500000e+00, i32 0)
  %5 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store float %4, ptr addrspace(1) %5, align 4
  ret void
}

declare spir_func float @_Z16atomic_fetch_addPU3AS1VU7_Atomicff(ptr addrspace(1), float)

declare spir_func float @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicff12memory_order(ptr addrspace(1), float, i32)

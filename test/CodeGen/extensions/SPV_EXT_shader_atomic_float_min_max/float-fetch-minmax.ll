; REQUIRES: llvm-spirv
;; atomic_fetch_min/max on atomic_float with SPV_EXT_shader_atomic_float_min_max.
;; OpenCL C (CL3.0 -cl-ext=+all):
;;   kernel void k(global atomic_float *a, global float *o) { o[0] = atomic_fetch_min(a, 1.5f); o[1] = atomic_fetch_max(a, 2.5f); }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_min_max %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_min_max %s -o - | FileCheck %s
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc

; CHECK-DAG: OpCapability AtomicFloat32MinMaxEXT
; CHECK-DAG: OpExtension "SPV_EXT_shader_atomic_float_min_max"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK: %[[#]] = OpAtomicFMinEXT %[[#F32]] %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpAtomicFMaxEXT %[[#F32]] %[[#]] %[[#]] %[[#]] %[[#]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = tail call spir_func float @_Z16atomic_fetch_minPU3AS4VU7_Atomicff(ptr addrspace(4) %3, float 1.500000e+00)
  store float %4, ptr addrspace(1) %1, align 4
  %5 = tail call spir_func float @_Z16atomic_fetch_maxPU3AS4VU7_Atomicff(ptr addrspace(4) %3, float 2.500000e+00)
  %6 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  store float %5, ptr addrspace(1) %6, align 4
  ret void
}

declare spir_func float @_Z16atomic_fetch_minPU3AS4VU7_Atomicff(ptr addrspace(4), float)

declare spir_func float @_Z16atomic_fetch_maxPU3AS4VU7_Atomicff(ptr addrspace(4), float)

;; __spirv_AtomicFAddEXT and __spirv_AtomicFMaxEXT on float and double: the capability
;; of the value's width (the grammar's any-of list cannot choose it), and an error
;; naming the option when the extension is off.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max %s -o - | FileCheck %s
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t2.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t2.spv

; CHECK-DAG: OpCapability AtomicFloat32AddEXT
; CHECK-DAG: OpCapability AtomicFloat64MinMaxEXT
; CHECK-NOT: OpCapability AtomicFloat16AddEXT
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK: %[[#]] = OpAtomicFAddEXT %[[#F32]] %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#]] = OpAtomicFMaxEXT %[[#F64]] %[[#]] %[[#]] %[[#]] %[[#]]
; ERR: error: {{.*}}capability AtomicFloat32AddEXT is not available for spirv64 (enable it with --spirv-ext=+SPV_EXT_shader_atomic_float_add)

target triple = "spirv64-unknown-unknown"

declare spir_func float @__spirv_AtomicFAddEXT(ptr addrspace(1), i32, i32, float)
declare spir_func double @__spirv_AtomicFMaxEXT(ptr addrspace(1), i32, i32, double)

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %d, float %x, double %y) {
  %a = call spir_func float @__spirv_AtomicFAddEXT(ptr addrspace(1) %p, i32 1, i32 0, float %x)
  %b = call spir_func double @__spirv_AtomicFMaxEXT(ptr addrspace(1) %d, i32 1, i32 0, double %y)
  store float %a, ptr addrspace(1) %p
  store double %b, ptr addrspace(1) %d
  ret void
}

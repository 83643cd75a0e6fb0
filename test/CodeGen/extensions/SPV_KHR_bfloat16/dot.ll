;; OpenCL's dot of two bfloat vectors is OpDot on the bfloat vectors, which
;; SPV_KHR_bfloat16 allows with capability BFloat16DotProductKHR (it implies
;; BFloat16TypeKHR, so that is not declared again).
;; OpenCL C (CL3.0, cl_khr_bfloat16 style): __bf16 dot(__bf16 __attribute__((ext_vector_type(4))), ...)
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_bfloat16 %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s
;; under SPV_INTEL_bfloat16_conversion alone a bfloat is a ushort: no OpDot
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_bfloat16_conversion %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR

; CHECK-DAG: OpCapability BFloat16DotProductKHR
; CHECK-DAG: OpExtension "SPV_KHR_bfloat16"
; CHECK-DAG: %[[#BF:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#BF4:]] = OpTypeVector %[[#BF]] 4
; CHECK: %[[#A:]] = OpLoad %[[#BF4]]
; CHECK: %[[#B:]] = OpLoad %[[#BF4]]
; CHECK-NEXT: %[[#]] = OpDot %[[#BF]] %[[#A]] %[[#B]]
; ERR: llc-spirv: error: {{.*}}dot.ll:27: in @k: {{.*}}: a call of dot with bfloat values is not supported for spirv64 (of the intrinsics and builtins only dot of two vectors takes bfloat, under SPV_KHR_bfloat16)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load <4 x bfloat>, ptr addrspace(1) %p, align 8
  %p1 = getelementptr <4 x bfloat>, ptr addrspace(1) %p, i64 1
  %b = load <4 x bfloat>, ptr addrspace(1) %p1, align 8
  %d = call spir_func bfloat @_Z3dotDv4_DF16bS_(<4 x bfloat> %a, <4 x bfloat> %b)
  store bfloat %d, ptr addrspace(1) %q, align 2
  ret void
}

declare spir_func bfloat @_Z3dotDv4_DF16bS_(<4 x bfloat>, <4 x bfloat>)

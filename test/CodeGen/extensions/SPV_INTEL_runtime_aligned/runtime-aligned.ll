;; SPV_INTEL_runtime_aligned: !kernel_arg_runtime_aligned (one i1 per
;; parameter; SYCL marks accessor pointers) gives the marked pointer
;; parameters FuncParamAttr RuntimeAlignedINTEL. A hint: without the
;; extension it is left out. No read-back: llvm-spirv-15 asserts on the
;; attribute.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_runtime_aligned %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_runtime_aligned %s -o %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=ALTERA
; RUN: llc-spirv -mtriple=spirv64 %s -o %t0.spv
; RUN: spirv-val %t0.spv
; RUN: spirv-dis --raw-id --no-header %t0.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability RuntimeAlignedAttributeINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_runtime_aligned"
; CHECK-DAG: OpDecorate %[[#A:]] FuncParamAttr RuntimeAlignedINTEL
; CHECK-NOT: RuntimeAlignedINTEL
; CHECK: %[[#A]] = OpFunctionParameter
; ALTERA: OpExtension "SPV_ALTERA_runtime_aligned"

; OFF-NOT: RuntimeAligned

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n) !kernel_arg_runtime_aligned !0 {
  store i32 %n, ptr addrspace(1) %a, align 4
  store i32 %n, ptr addrspace(1) %b, align 4
  ret void
}

!0 = !{i1 true, i1 false, i1 false}

;; SPV_INTEL_fpga_buffer_location from !kernel_arg_buffer_location (what SYCL
;; FPGA kernels carry): BufferLocationINTEL on each pointer parameter whose
;; entry is not -1; the integer parameter's entry is ignored. Without the
;; extension the hint is left out and the module is valid without it.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_buffer_location %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
; RUN: llc-spirv -mtriple=spirv64 %s -o %t2.spv
; RUN: spirv-val %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=OFF

; CHECK-DAG: OpCapability FPGABufferLocationINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_buffer_location"
; CHECK-DAG: OpDecorate %[[#A:]] BufferLocationINTEL 2
; CHECK-DAG: OpDecorate %[[#C:]] BufferLocationINTEL 7
; CHECK-NOT: OpDecorate %[[#]] BufferLocationINTEL
; CHECK: OpFunction
; CHECK-NEXT: %[[#A]] = OpFunctionParameter
; CHECK-NEXT: %[[#]] = OpFunctionParameter
; CHECK-NEXT: %[[#]] = OpFunctionParameter
; CHECK-NEXT: %[[#C]] = OpFunctionParameter

; BACK: !kernel_arg_buffer_location ![[#L:]]
; BACK: ![[#L]] = !{i32 2, i32 -1, i32 -1, i32 7}

; OFF-NOT: FPGABufferLocationINTEL
; OFF-NOT: SPV_INTEL_fpga_buffer_location
; OFF-NOT: BufferLocationINTEL

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %n, ptr addrspace(1) %c) !kernel_arg_buffer_location !0 {
  %v = load i32, ptr addrspace(1) %a, align 4
  %s = add i32 %v, %n
  store i32 %s, ptr addrspace(1) %b, align 4
  store i32 %s, ptr addrspace(1) %c, align 4
  ret void
}

!0 = !{i32 2, i32 -1, i32 5, i32 7}

;; SPV_INTEL_fpga_buffer_location: BufferLocationINTEL on a kernel's pointer
;; parameters from !spirv.ParameterDecorations (one list per parameter, an
;; empty list for an undecorated one). SPIRV-Tools 2023.1 knows it.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_buffer_location %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
;; the ALTERA spelling enables it too
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_buffer_location %s -o %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=ALTERA
;; without the extension: a clear error naming it, and no output
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t3.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t3.spv

; CHECK-DAG: OpCapability FPGABufferLocationINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_buffer_location"
; CHECK-DAG: OpDecorate %[[#A:]] BufferLocationINTEL 3
; CHECK-DAG: OpDecorate %[[#C:]] BufferLocationINTEL 0
; CHECK-NOT: OpDecorate %[[#]] BufferLocationINTEL
; CHECK: OpFunction
; CHECK-NEXT: %[[#A]] = OpFunctionParameter
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter
; CHECK-NEXT: %[[#C]] = OpFunctionParameter
; ALTERA: OpExtension "SPV_ALTERA_fpga_buffer_location"

; ERR: llc-spirv: error: {{.*}}buffer-location.ll:{{[0-9]+}}: {{.*}}: decoration BufferLocationINTEL in !spirv.ParameterDecorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fpga_buffer_location)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) !spirv.ParameterDecorations !0 {
  %v = load i32, ptr addrspace(1) %a, align 4
  store i32 %v, ptr addrspace(1) %b, align 4
  store i32 %v, ptr addrspace(1) %c, align 4
  ret void
}

!0 = !{!1, !3, !4}
!1 = !{!2}
!2 = !{i32 5921, i32 3}
!3 = !{}
!4 = !{!5}
!5 = !{i32 5921, i32 0}

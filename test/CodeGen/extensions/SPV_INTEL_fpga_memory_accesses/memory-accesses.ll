;; SPV_INTEL_fpga_memory_accesses: BurstCoalesceINTEL, CacheSizeINTEL,
;; DontStaticallyCoalesceINTEL and PrefetchINTEL on kernel pointer parameters
;; from !spirv.ParameterDecorations, operands as the grammar says (none or one
;; literal). SPIRV-Tools 2023.1 knows them.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_memory_accesses %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
;; the ALTERA spelling enables it too
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_memory_accesses %s -o %t2.spv
; RUN: spirv-dis --raw-id --no-header %t2.spv | FileCheck %s --check-prefix=ALTERA
;; without the extension: a clear error naming it, and no output
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t3.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t3.spv

; CHECK-DAG: OpCapability FPGAMemoryAccessesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_memory_accesses"
; CHECK-DAG: OpDecorate %[[#A:]] BurstCoalesceINTEL
; CHECK-DAG: OpDecorate %[[#A]] CacheSizeINTEL 1024
; CHECK-DAG: OpDecorate %[[#B:]] DontStaticallyCoalesceINTEL
; CHECK-DAG: OpDecorate %[[#B]] PrefetchINTEL 64
; CHECK: OpFunction
; CHECK-NEXT: %[[#A]] = OpFunctionParameter
; CHECK-NEXT: %[[#B]] = OpFunctionParameter
; ALTERA: OpExtension "SPV_ALTERA_fpga_memory_accesses"

; ERR: llc-spirv: error: {{.*}}memory-accesses.ll:{{[0-9]+}}: {{.*}}: decoration BurstCoalesceINTEL in !spirv.ParameterDecorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fpga_memory_accesses)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) !spirv.ParameterDecorations !0 {
  %v = load i32, ptr addrspace(1) %a, align 4
  store i32 %v, ptr addrspace(1) %b, align 4
  ret void
}

!0 = !{!1, !4}
!1 = !{!2, !3}
!2 = !{i32 5899}
!3 = !{i32 5900, i32 1024}
!4 = !{!5, !6}
!5 = !{i32 5901}
!6 = !{i32 5902, i32 64}

;; SPV_INTEL_fpga_latency_control: LatencyControlLabelALTERA <label> and
;; LatencyControlConstraintALTERA <relative-to> <control type> <cycles> on the
;; pointer a load or store uses, from the pointer instruction's
;; !spirv.Decorations. SPIRV-Tools 2023.1 does not know the extension: the
;; newer validator checks the binary where it is installed, FileCheck reads
;; llc-spirv's own listing (names from the registry grammar).
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_latency_control %s -o %t.spv
; RUN: %if spirv-val-new %{ %spirv-val-new %t.spv %}
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_latency_control %s -filetype=asm -o - | FileCheck %s
;; the ALTERA spelling enables it too
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_latency_control %s -filetype=asm -o - | FileCheck %s --check-prefix=ALTERA
;; without the extension: a clear error naming it, and no output
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t3.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t3.spv

; CHECK-DAG: OpCapability FPGALatencyControlALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_latency_control"
; CHECK-DAG: OpDecorate %[[#A:]] LatencyControlLabelALTERA 0
; CHECK-DAG: OpDecorate %[[#B:]] LatencyControlLabelALTERA 1
; CHECK-DAG: OpDecorate %[[#B]] LatencyControlConstraintALTERA 0 1 5
; CHECK: %[[#A]] = OpInBoundsPtrAccessChain
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#]] %[[#A]]
; CHECK: %[[#B]] = OpInBoundsPtrAccessChain
; CHECK-NEXT: OpStore %[[#B]] %[[#V]]
; ALTERA: OpExtension "SPV_ALTERA_fpga_latency_control"

; ERR: llc-spirv: error: {{.*}}latency-control.ll:{{[0-9]+}}: in @k: %a = {{.*}}: decoration LatencyControlLabelALTERA in !spirv.Decorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fpga_latency_control)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1, !spirv.Decorations !0
  %v = load i32, ptr addrspace(1) %a, align 4
  %b = getelementptr inbounds i32, ptr addrspace(1) %q, i64 2, !spirv.Decorations !2
  store i32 %v, ptr addrspace(1) %b, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 6172, i32 0}
!2 = !{!3, !4}
!3 = !{i32 6172, i32 1}
!4 = !{i32 6173, i32 0, i32 1, i32 5}

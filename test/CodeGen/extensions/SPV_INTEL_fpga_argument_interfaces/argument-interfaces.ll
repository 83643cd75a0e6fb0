;; SPV_INTEL_fpga_argument_interfaces: the kernel-argument interface
;; decorations from !spirv.ParameterDecorations: Conduit/RegisterMap/Stable
;; (no operand) and the MMHostInterface* ones on a pointer argument (literals,
;; ReadWriteMode an access qualifier). SPIRV-Tools 2023.1 does not know the
;; extension: the newer validator checks the binary where it is installed and
;; FileCheck reads llc-spirv's own listing (names from the registry grammar).
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_argument_interfaces %s -o %t.spv
; RUN: %if spirv-val-new %{ %spirv-val-new %t.spv %}
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_argument_interfaces %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_argument_interfaces %s -filetype=asm -o - | FileCheck %s --check-prefix=ALTERA
;; without the extension: a clear error naming it, and no output
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t3.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t3.spv

; CHECK-DAG: OpCapability FPGAArgumentInterfacesALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_argument_interfaces"
; CHECK-DAG: OpDecorate %[[#P:]] MMHostInterfaceAddressWidthALTERA 32
; CHECK-DAG: OpDecorate %[[#P]] MMHostInterfaceDataWidthALTERA 64
; CHECK-DAG: OpDecorate %[[#P]] MMHostInterfaceLatencyALTERA 1
; CHECK-DAG: OpDecorate %[[#P]] MMHostInterfaceReadWriteModeALTERA ReadWrite
; CHECK-DAG: OpDecorate %[[#P]] MMHostInterfaceMaxBurstALTERA 3
; CHECK-DAG: OpDecorate %[[#P]] MMHostInterfaceWaitRequestALTERA 0
; CHECK-DAG: OpDecorate %[[#P]] ConduitKernelArgumentALTERA
; CHECK-DAG: OpDecorate %[[#N:]] RegisterMapKernelArgumentALTERA
; CHECK-DAG: OpDecorate %[[#N]] StableKernelArgumentALTERA
; CHECK: OpFunction
; CHECK-NEXT: %[[#P]] = OpFunctionParameter
; CHECK-NEXT: %[[#N]] = OpFunctionParameter
; ALTERA: OpExtension "SPV_ALTERA_fpga_argument_interfaces"

; ERR: llc-spirv: error: {{.*}}argument-interfaces.ll:{{[0-9]+}}: {{.*}}: decoration {{[A-Za-z]+}}ALTERA in !spirv.ParameterDecorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_fpga_argument_interfaces)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) !spirv.ParameterDecorations !0 {
  %v = load i32, ptr addrspace(1) %p, align 4
  %s = add i32 %v, %n
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1, !9}
!1 = !{!2, !3, !4, !5, !6, !7, !8}
!2 = !{i32 6177, i32 32}
!3 = !{i32 6178, i32 64}
!4 = !{i32 6179, i32 1}
!5 = !{i32 6180, i32 2}
!6 = !{i32 6181, i32 3}
!7 = !{i32 6182, i32 0}
!8 = !{i32 6175}
!9 = !{!10, !11}
!10 = !{i32 6176}
!11 = !{i32 6183}

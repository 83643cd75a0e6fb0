;; SPV_INTEL_global_variable_fpga_decorations: InitModeALTERA and
;; ImplementInRegisterMapALTERA on a global variable from !spirv.Decorations.
;; No validator here can read them (SPIRV-Tools 2023.1 lacks the extension,
;; 2026.4 the InitializationModeQualifier operand kind), so this checks the
;; words through llc-spirv's own printer, from the registry's grammar.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_global_variable_fpga_decorations %s -filetype=asm -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_global_variable_fpga_decorations %s -filetype=asm -o - | FileCheck %s --check-prefix=ALTERA
;; without the extension: a clear error naming it, and no output
; RUN: not llc-spirv -mtriple=spirv64 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv

; CHECK-DAG: OpCapability GlobalVariableFPGADecorationsALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_global_variable_fpga_decorations"
; CHECK-DAG: OpDecorate %[[#G:]] InitModeALTERA InitOnDeviceResetALTERA
; CHECK-DAG: OpDecorate %[[#G]] ImplementInRegisterMapALTERA 1
; CHECK: %[[#G]] = OpVariable
; ALTERA: OpExtension "SPV_ALTERA_global_variable_fpga_decorations"

; ERR: llc-spirv: error: {{.*}}init-mode.ll:{{[0-9]+}}: @g = {{.*}}: decoration InitModeALTERA in !spirv.Decorations is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_global_variable_fpga_decorations)

target triple = "spirv64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @g, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1, !2}
!1 = !{i32 6190, i32 1}
!2 = !{i32 6191, i32 1}
